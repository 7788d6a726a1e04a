#!/usr/bin/env bash
# Checks deploy/nginx-hafif-nakliyat.conf with `nginx -t`, with a throwaway certificate in
# place of the Let's Encrypt one (CI runs this; so can an operator before copying the file).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj "/CN=www.example.com.tr" \
  -keyout "$work/privkey.pem" -out "$work/fullchain.pem" 2>/dev/null
sed -e "s#/etc/letsencrypt/live/www.example.com.tr/#$work/#" "$here/nginx-hafif-nakliyat.conf" >"$work/site.conf"
cat >"$work/nginx.conf" <<CONF
pid $work/nginx.pid;
error_log $work/error.log;
events {}
http {
  access_log off;
  client_body_temp_path $work/body;
  proxy_temp_path $work/proxy;
  fastcgi_temp_path $work/fastcgi;
  uwsgi_temp_path $work/uwsgi;
  scgi_temp_path $work/scgi;
  include $work/site.conf;
}
CONF
nginx -t -c "$work/nginx.conf" -p "$work"

import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/lib/format';
import type { EstimateInput } from '@/lib/estimate';
import { leadCsvFileName, leadCsvHeader, leadCsvRow } from './csv';
import { UNTOUCHED_PIPELINE } from './pipeline';

const ESTIMATE_INPUT: EstimateInput = {
  origin: { province: 'istanbul', district: 'bagcilar', floor: 3, elevator: false, furnitureLift: false },
  destination: { province: 'izmir', district: null, floor: 0, elevator: true, furnitureLift: false },
  homeSize: '2+1',
  packing: false,
  assembly: false,
  insurance: false,
  date: null,
};

const base = {
  id: '7d0c6c1e',
  reference: 'T-7KQ4M2',
  name: 'Şükrü Çağlayan',
  email: 'sukru@example.com',
  isRead: false,
  attribution: { utm_source: 'google', landingPage: '/teklif-al' },
  createdAt: '2026-11-21T10:00:00.000Z',
  ...UNTOUCHED_PIPELINE,
};

describe('lead CSV export', () => {
  it('puts each kind’s own columns after the phone', () => {
    expect(leadCsvHeader('quote')).toBe(
      'Talep no;Tarih;Ad soyad;E-posta;Telefon;Nereden;Nereye;Hizmet;Mesaj;İnceleme;Durum;Kayıp nedeni;Takip zamanı;İlk yanıt (dk);Not sayısı;Notlar;Kanal;Kaynak;Kimlik;Tahmin en az (TL);Tahmin en çok (TL);Tahmin bilgileri\r\n',
    );
    expect(leadCsvHeader('contact')).toBe(
      'Talep no;Tarih;Ad soyad;E-posta;Telefon;Konu;Mesaj;İnceleme;Durum;Kayıp nedeni;Takip zamanı;İlk yanıt (dk);Not sayısı;Notlar;Kanal;Kaynak;Kimlik\r\n',
    );
  });

  it('writes a quote request with its route, its status word, its follow-up, its notes and its source', () => {
    const row = leadCsvRow(
      {
        kind: 'quote',
        ...base,
        phone: '+90 532 111 22 33',
        fromLocation: 'Bağcılar',
        toLocation: 'İzmir; Konak',
        serviceType: 'Şehirlerarası Taşıma',
        message: '=1+1',
        estimate: { min: 16000, max: 21000, inputs: ESTIMATE_INPUT },
        status: 'kaybedildi',
        lostReason: 'baska-firma',
        firstResponseAt: '2026-11-21T10:12:20.000Z',
        source: 'google-ads',
        followUpAt: '2026-11-23T07:00:00.000Z',
      },
      {
        notes: 2,
        noteTexts: [
          { authorEmail: 'ayse@example.com', createdAt: '2026-11-21T10:12:20.000Z', body: 'Aradım; yarın keşif.' },
          { authorEmail: 'mehmet@example.com', createdAt: '2026-11-21T11:00:00.000Z', body: 'Fiyat istedi.' },
        ],
      },
    );
    expect(row).toBe(
      `T-7KQ4M2;${formatDateTime(base.createdAt)};Şükrü Çağlayan;sukru@example.com;0532 111 22 33;` +
        `Bağcılar;"İzmir; Konak";Şehirlerarası Taşıma;'=1+1;Okunmamış;Kaybedildi;Başka firma;${formatDateTime('2026-11-23T07:00:00.000Z')};12;2;"${formatDateTime('2026-11-21T10:12:20.000Z')} · ayse@example.com: Aradım; yarın keşif.\n${formatDateTime('2026-11-21T11:00:00.000Z')} · mehmet@example.com: Fiyat istedi.";Google Ads;utm_source=google landingPage=/teklif-al;7d0c6c1e;16000;21000;"İstanbul / Bağcılar → İzmir · 2+1 · çıkış: 3. kat, asansör yok · varış: giriş kat, asansör var · tarih seçilmedi"\r\n`,
    );
  });

  it('writes a contact message with its subject, "Okundu" once read, and empty cells for what is missing', () => {
    const row = leadCsvRow({
      kind: 'contact',
      ...base,
      reference: null,
      isRead: true,
      attribution: null,
      phone: null,
      subject: 'Genel İletişim',
      message: 'Merhaba',
    });
    expect(row).toBe(
      `;${formatDateTime(base.createdAt)};Şükrü Çağlayan;sukru@example.com;;Genel İletişim;Merhaba;Okundu;Yeni;;;;0;;Doğrudan;;7d0c6c1e\r\n`,
    );
  });

  it('names the file after the kind and the day', () => {
    const day = new Date('2026-11-21T10:00:00.000Z');
    expect(leadCsvFileName('quote', day)).toBe('teklif-talepleri-2026-11-21.csv');
    expect(leadCsvFileName('contact', day)).toBe('iletisim-mesajlari-2026-11-21.csv');
  });
});

import {
  ArrowUpFromLine,
  Armchair,
  Building,
  Container,
  Factory,
  Gift,
  House,
  Package,
  Route,
  Shirt,
  Truck,
  Warehouse,
  type IconProps,
} from '@/components/ui/icons';

const ICONS: Record<string, (props: IconProps) => React.JSX.Element> = {
  'sehir-ici-tasima': Truck,
  'sehirlerarasi-tasima': Route,
  'ofis-tasima': Building,
  'parca-esya-tasima': Armchair,
  'evden-eve-nakliyat': House,
  'asansorlu-tasimacilik': ArrowUpFromLine,
  'yuk-tasima': Container,
  'ceyiz-tasima': Gift,
  'tekstil-tasima': Shirt,
  'koli-tasima': Package,
  'fabrika-tasima': Factory,
  'depolama-hizmeti': Warehouse,
};

export function ServiceIcon({ id, className = 'size-6' }: { id: string; className?: string }) {
  const Icon = ICONS[id] ?? Truck;
  return <Icon className={className} aria-hidden="true" />;
}

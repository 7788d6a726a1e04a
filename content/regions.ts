import type { RegionSlug } from './types';

export interface RegionRow {
  slug: RegionSlug;
  name: string;
  /** The region's main city (its slug), linked from every province page. */
  mainCity: string;
  provinces: string[];
}

/** The official seven geographic regions of Türkiye with all 81 provinces. */
export const REGION_TABLE: RegionRow[] = [
  {
    slug: 'marmara',
    name: 'Marmara',
    mainCity: 'istanbul',
    provinces: [
      'Balıkesir',
      'Bilecik',
      'Bursa',
      'Çanakkale',
      'Edirne',
      'İstanbul',
      'Kırklareli',
      'Kocaeli',
      'Sakarya',
      'Tekirdağ',
      'Yalova',
    ],
  },
  {
    slug: 'ege',
    name: 'Ege',
    mainCity: 'izmir',
    provinces: ['Afyonkarahisar', 'Aydın', 'Denizli', 'İzmir', 'Kütahya', 'Manisa', 'Muğla', 'Uşak'],
  },
  {
    slug: 'akdeniz',
    name: 'Akdeniz',
    mainCity: 'antalya',
    provinces: ['Adana', 'Antalya', 'Burdur', 'Hatay', 'Isparta', 'Kahramanmaraş', 'Mersin', 'Osmaniye'],
  },
  {
    slug: 'ic-anadolu',
    name: 'İç Anadolu',
    mainCity: 'ankara',
    provinces: [
      'Aksaray',
      'Ankara',
      'Çankırı',
      'Eskişehir',
      'Karaman',
      'Kayseri',
      'Kırıkkale',
      'Kırşehir',
      'Konya',
      'Nevşehir',
      'Niğde',
      'Sivas',
      'Yozgat',
    ],
  },
  {
    slug: 'karadeniz',
    name: 'Karadeniz',
    mainCity: 'samsun',
    provinces: [
      'Amasya',
      'Artvin',
      'Bartın',
      'Bayburt',
      'Bolu',
      'Çorum',
      'Düzce',
      'Giresun',
      'Gümüşhane',
      'Karabük',
      'Kastamonu',
      'Ordu',
      'Rize',
      'Samsun',
      'Sinop',
      'Tokat',
      'Trabzon',
      'Zonguldak',
    ],
  },
  {
    slug: 'dogu-anadolu',
    name: 'Doğu Anadolu',
    mainCity: 'erzurum',
    provinces: [
      'Ağrı',
      'Ardahan',
      'Bingöl',
      'Bitlis',
      'Elazığ',
      'Erzincan',
      'Erzurum',
      'Hakkari',
      'Iğdır',
      'Kars',
      'Malatya',
      'Muş',
      'Tunceli',
      'Van',
    ],
  },
  {
    slug: 'guneydogu-anadolu',
    name: 'Güneydoğu Anadolu',
    mainCity: 'gaziantep',
    provinces: ['Adıyaman', 'Batman', 'Diyarbakır', 'Gaziantep', 'Kilis', 'Mardin', 'Siirt', 'Şanlıurfa', 'Şırnak'],
  },
];

/** Provinces served, counted from the region table. */
export const PROVINCE_COUNT = REGION_TABLE.reduce((sum, r) => sum + r.provinces.length, 0);
/** Geographic regions served, counted from the region table. */
export const REGION_COUNT = REGION_TABLE.length;

/** Istanbul's 39 districts. */
export const ISTANBUL_DISTRICTS: string[] = [
  'Adalar',
  'Arnavutköy',
  'Ataşehir',
  'Avcılar',
  'Bağcılar',
  'Bahçelievler',
  'Bakırköy',
  'Başakşehir',
  'Bayrampaşa',
  'Beşiktaş',
  'Beykoz',
  'Beylikdüzü',
  'Beyoğlu',
  'Büyükçekmece',
  'Çatalca',
  'Çekmeköy',
  'Esenler',
  'Esenyurt',
  'Eyüpsultan',
  'Fatih',
  'Gaziosmanpaşa',
  'Güngören',
  'Kadıköy',
  'Kağıthane',
  'Kartal',
  'Küçükçekmece',
  'Maltepe',
  'Pendik',
  'Sancaktepe',
  'Sarıyer',
  'Silivri',
  'Sultanbeyli',
  'Sultangazi',
  'Şile',
  'Şişli',
  'Tuzla',
  'Ümraniye',
  'Üsküdar',
  'Zeytinburnu',
];

export const ISTANBUL_POPULAR_DISTRICTS = ['bagcilar', 'kadikoy', 'besiktas', 'sisli'] as const;

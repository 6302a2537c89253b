import type { Random } from './random';

/**
 * Company, person and address material per supplier country, so the seeded names read like real
 * Taiwanese, Chinese, Brazilian, Japanese, US and German companies (all invented).
 */
export interface CountryProfile {
  countryCode: string;
  langCode: string;
  phoneCode: string;
  identityType: string;
  currencyCode: string;
  companyName(r: Random): string;
  personName(r: Random): { name: string; gender: string };
  identity(r: Random): string;
  /** A registration address, with the tax jurisdiction (option list `taxJurisdictions`) it lies in when the list has one. */
  address(r: Random): { address1: string; postcode1: string; taxJurisdictionCode?: string };
  phone(r: Random): string;
}

const TW_BRANDS: [string, string][] = [['鑫泰', 'Hsin Tai'], ['永昇', 'Yung Sheng'], ['宏益', 'Hung Yi'], ['建鋒', 'Chien Feng'], ['聯碩', 'Lien Shuo'], ['冠宇', 'Kuan Yu'], ['昱晟', 'Yu Cheng'], ['全興', 'Chuan Hsing'], ['佳美', 'Chia Mei'], ['騰達', 'Teng Ta'], ['瑞祥', 'Jui Hsiang'], ['大昌', 'Ta Chang'], ['合勝', 'Ho Sheng'], ['明揚', 'Ming Yang'], ['晶鴻', 'Ching Hung'], ['新創', 'Hsin Chuang']];
const TW_TRADES: [string, string][] = [['精密', 'Precision'], ['電子', 'Electronics'], ['金屬', 'Metal'], ['塑膠', 'Plastics'], ['科技', 'Technology'], ['工業', 'Industrial'], ['包裝', 'Packaging'], ['化學', 'Chemical'], ['機械', 'Machinery'], ['光電', 'Optoelectronics']];
const CN_CITIES: [string, string][] = [['苏州', 'Suzhou'], ['昆山', 'Kunshan'], ['无锡', 'Wuxi'], ['深圳', 'Shenzhen'], ['东莞', 'Dongguan'], ['宁波', 'Ningbo']];
const CN_BRANDS: [string, string][] = [['华鑫', 'Huaxin'], ['恒通', 'Hengtong'], ['金达', 'Jinda'], ['瑞丰', 'Ruifeng'], ['鼎盛', 'Dingsheng'], ['博远', 'Boyuan'], ['嘉禾', 'Jiahe'], ['天成', 'Tiancheng']];
const CN_TRADES: [string, string][] = [['精密机械', 'Precision Machinery'], ['电子', 'Electronics'], ['五金', 'Hardware'], ['塑胶', 'Plastics'], ['包装材料', 'Packaging'], ['模具', 'Mould']];
const BR_BRANDS = ['Rio', 'Amazonas', 'Manaus', 'Paulista', 'Tropical', 'Horizonte', 'Atlântico', 'Serra Azul', 'Boa Vista', 'Nova Era', 'Cruzeiro', 'Solimões'];
const BR_TRADES = ['Metais', 'Plásticos', 'Componentes', 'Embalagens', 'Eletrônica', 'Usinagem', 'Logística', 'Injeção Plástica'];
const BR_SUFFIXES = ['Ltda.', 'S.A.', 'Indústria e Comércio Ltda.'];
const JP_BRANDS: [string, string][] = [['高橋', 'Takahashi'], ['中村', 'Nakamura'], ['松本', 'Matsumoto'], ['北陸', 'Hokuriku'], ['朝日', 'Asahi'], ['富岳', 'Fugaku'], ['青葉', 'Aoba']];
const JP_TRADES: [string, string][] = [['精機', 'Seiki'], ['電子', 'Electronics'], ['化成', 'Kasei'], ['工業', 'Industries'], ['製作所', 'Works']];
const US_BRANDS = ['Lakeside', 'Summit', 'Pioneer', 'Redwood', 'Keystone', 'Bluewater'];
const US_TRADES = ['Components', 'Circuits', 'Precision', 'Materials', 'Automation'];
const DE_BRANDS = ['Rheinwerk', 'Nordtal', 'Bergmann', 'Schwarzwald', 'Elbe'];
const DE_TRADES = ['Präzisionstechnik', 'Elektronik', 'Maschinenbau', 'Kunststofftechnik'];

const TW_SURNAMES: [string, string][] = [['陳', 'Chen'], ['林', 'Lin'], ['黃', 'Huang'], ['張', 'Chang'], ['李', 'Lee'], ['王', 'Wang'], ['吳', 'Wu'], ['劉', 'Liu'], ['蔡', 'Tsai'], ['楊', 'Yang']];
const TW_GIVEN: [string, string, string][] = [['志明', 'Chih-ming', 'M'], ['淑芬', 'Shu-fen', 'F'], ['建宏', 'Chien-hung', 'M'], ['雅婷', 'Ya-ting', 'F'], ['俊傑', 'Chun-chieh', 'M'], ['怡君', 'Yi-chun', 'F'], ['家豪', 'Chia-hao', 'M'], ['佩珊', 'Pei-shan', 'F']];
const CN_SURNAMES: [string, string][] = [['王', 'Wang'], ['李', 'Li'], ['张', 'Zhang'], ['刘', 'Liu'], ['陈', 'Chen'], ['赵', 'Zhao'], ['周', 'Zhou']];
const CN_GIVEN: [string, string, string][] = [['伟', 'Wei', 'M'], ['芳', 'Fang', 'F'], ['强', 'Qiang', 'M'], ['丽', 'Li', 'F'], ['军', 'Jun', 'M'], ['静', 'Jing', 'F']];
const BR_FIRST: [string, string][] = [['João', 'M'], ['Maria', 'F'], ['Pedro', 'M'], ['Ana', 'F'], ['Lucas', 'M'], ['Juliana', 'F'], ['Rafael', 'M'], ['Camila', 'F']];
const BR_LAST = ['Silva', 'Souza', 'Oliveira', 'Santos', 'Pereira', 'Costa', 'Almeida', 'Ferreira'];
const JP_SURNAMES: [string, string][] = [['佐藤', 'Sato'], ['鈴木', 'Suzuki'], ['田中', 'Tanaka'], ['渡辺', 'Watanabe'], ['伊藤', 'Ito']];
const JP_GIVEN: [string, string, string][] = [['健一', 'Kenichi', 'M'], ['由美', 'Yumi', 'F'], ['大輔', 'Daisuke', 'M'], ['美咲', 'Misaki', 'F']];
const WEST_FIRST: [string, string][] = [['James', 'M'], ['Emily', 'F'], ['Michael', 'M'], ['Sarah', 'F'], ['Lukas', 'M'], ['Anna', 'F']];
const WEST_LAST = ['Miller', 'Johnson', 'Becker', 'Schmidt', 'Davis', 'Weber'];

const TW_CITIES: [string, string][] = [['新北市林口區文化一路', '244'], ['桃園市觀音區工業五路', '328'], ['新竹市東區光復路', '300'], ['台中市西屯區工業區一路', '407'], ['台南市新市區南科三路', '744'], ['高雄市前鎮區成功二路', '806']];
// A Chinese or Brazilian address's third part is the tax jurisdiction it lies in (Zhejiang has none in the list).
const CN_ADDRESSES: [string, string, string?][] = [['江苏省苏州市工业园区星湖街', '215000', 'CN-JS'], ['江苏省昆山市开发区前进东路', '215300', 'CN-JS'], ['江苏省无锡市新吴区长江路', '214000', 'CN-JS'], ['广东省深圳市宝安区福永街道', '518000', 'CN-GD'], ['广东省东莞市长安镇', '523000', 'CN-GD'], ['浙江省宁波市北仑区', '315800']];
const BR_ADDRESSES: [string, string, string][] = [['Av. Buriti, Distrito Industrial, Manaus - AM', '69075-000', 'BR-AM'], ['Rua Ministro João Gonçalves de Souza, Manaus - AM', '69075-830', 'BR-AM'], ['Av. Paulista, São Paulo - SP', '01310-100', 'BR-SP'], ['Rua da Assembleia, Rio de Janeiro - RJ', '20011-001', 'BR-RJ'], ['Av. Afonso Pena, Belo Horizonte - MG', '30130-009', 'BR-MG']];
const JP_ADDRESSES: [string, string][] = [['東京都大田区蒲田', '144-0052'], ['大阪府東大阪市高井田', '577-0066'], ['愛知県名古屋市港区', '455-0001']];

const slug = (s: string) => s.normalize('NFD').replace(/[^A-Za-z]/g, '').toLowerCase();
const pad = (n: number, length: number) => String(n).padStart(length, '0');

export const PROFILES: Record<string, CountryProfile> = {
  TW: {
    countryCode: 'TW', langCode: 'zh-TW', phoneCode: '+886', identityType: 'TW_UBN', currencyCode: 'TWD',
    companyName: (r) => {
      const [bz, be] = r.pick(TW_BRANDS);
      const [tz, te] = r.pick(TW_TRADES);
      return r.chance(0.7) ? `${bz}${tz}股份有限公司 ${be} ${te} Co., Ltd.` : `${bz}${tz}有限公司 ${be} ${te} Ltd.`;
    },
    personName: (r) => {
      const [sz, se] = r.pick(TW_SURNAMES);
      const [gz, ge, gender] = r.pick(TW_GIVEN);
      return { name: `${sz}${gz} ${se} ${ge}`, gender };
    },
    identity: (r) => r.digits(8),
    address: (r) => {
      const [street, zip] = r.pick(TW_CITIES);
      return { address1: `${street}${r.int(1, 299)}號`, postcode1: `${zip}${pad(r.int(1, 99), 2)}`, taxJurisdictionCode: 'TW' };
    },
    phone: (r) => `0${r.int(2, 7)}-${r.digits(4)}-${r.digits(4)}`,
  },
  CN: {
    countryCode: 'CN', langCode: 'zh-CN', phoneCode: '+86', identityType: 'CN_USCC', currencyCode: 'CNY',
    companyName: (r) => {
      const [cz, ce] = r.pick(CN_CITIES);
      const [bz, be] = r.pick(CN_BRANDS);
      const [tz, te] = r.pick(CN_TRADES);
      return `${cz}${bz}${tz}有限公司 ${ce} ${be} ${te} Co., Ltd.`;
    },
    personName: (r) => {
      const [sz, se] = r.pick(CN_SURNAMES);
      const [gz, ge, gender] = r.pick(CN_GIVEN);
      return { name: `${sz}${gz} ${se} ${ge}`, gender };
    },
    identity: (r) => `91320${r.digits(12)}X`,
    address: (r) => {
      const [street, zip, taxJurisdictionCode] = r.pick(CN_ADDRESSES);
      return { address1: `${street}${r.int(1, 500)}号`, postcode1: zip, ...(taxJurisdictionCode ? { taxJurisdictionCode } : {}) };
    },
    phone: (r) => `0512-${r.digits(8)}`,
  },
  BR: {
    countryCode: 'BR', langCode: 'pt-BR', phoneCode: '+55', identityType: 'BR_CNPJ', currencyCode: 'BRL',
    companyName: (r) => `${r.pick(BR_BRANDS)} ${r.pick(BR_TRADES)} ${r.pick(BR_SUFFIXES)}`,
    personName: (r) => {
      const [first, gender] = r.pick(BR_FIRST);
      return { name: `${first} ${r.pick(BR_LAST)}`, gender };
    },
    identity: (r) => `${r.digits(2)}.${r.digits(3)}.${r.digits(3)}/0001-${r.digits(2)}`,
    address: (r) => {
      const [street, zip, taxJurisdictionCode] = r.pick(BR_ADDRESSES);
      return { address1: `${street}, ${r.int(10, 2999)}`, postcode1: zip, taxJurisdictionCode };
    },
    phone: (r) => `(92) 3${r.digits(3)}-${r.digits(4)}`,
  },
  JP: {
    countryCode: 'JP', langCode: 'ja-JP', phoneCode: '+81', identityType: 'JP_CN', currencyCode: 'JPY',
    companyName: (r) => {
      const [bz, be] = r.pick(JP_BRANDS);
      const [tz, te] = r.pick(JP_TRADES);
      return `${bz}${tz}株式会社 ${be} ${te} Co., Ltd.`;
    },
    personName: (r) => {
      const [sz, se] = r.pick(JP_SURNAMES);
      const [gz, ge, gender] = r.pick(JP_GIVEN);
      return { name: `${sz}${gz} ${ge} ${se}`, gender };
    },
    identity: (r) => r.digits(13),
    address: (r) => {
      const [street, zip] = r.pick(JP_ADDRESSES);
      return { address1: `${street}${r.int(1, 9)}-${r.int(1, 30)}-${r.int(1, 20)}`, postcode1: zip, taxJurisdictionCode: 'JP' };
    },
    phone: (r) => `03-${r.digits(4)}-${r.digits(4)}`,
  },
  US: {
    countryCode: 'US', langCode: 'en-US', phoneCode: '+1', identityType: 'US_EIN', currencyCode: 'USD',
    companyName: (r) => `${r.pick(US_BRANDS)} ${r.pick(US_TRADES)} Inc.`,
    personName: (r) => {
      const [first, gender] = r.pick(WEST_FIRST);
      return { name: `${first} ${r.pick(WEST_LAST)}`, gender };
    },
    identity: (r) => `${r.digits(2)}-${r.digits(7)}`,
    address: (r) => ({ address1: `${r.int(100, 9999)} Industrial Pkwy, San Jose, CA`, postcode1: `95${r.digits(3)}`, taxJurisdictionCode: 'US-CA' }),
    phone: (r) => `(408) ${r.digits(3)}-${r.digits(4)}`,
  },
  DE: {
    countryCode: 'DE', langCode: 'en-US', phoneCode: '+49', identityType: 'EU_VAT', currencyCode: 'EUR',
    companyName: (r) => `${r.pick(DE_BRANDS)} ${r.pick(DE_TRADES)} GmbH`,
    personName: (r) => {
      const [first, gender] = r.pick(WEST_FIRST);
      return { name: `${first} ${r.pick(WEST_LAST)}`, gender };
    },
    identity: (r) => `DE${r.digits(9)}`,
    address: (r) => ({ address1: `Industriestraße ${r.int(1, 120)}, Stuttgart`, postcode1: `70${r.digits(3)}`, taxJurisdictionCode: 'DE' }),
    phone: (r) => `0711 ${r.digits(7)}`,
  },
};

/** A made-up e-mail domain from the Latin words of a company name (`hsintaiprecision.example`). */
export const domainOf = (name: string) =>
  `${name.split(' ').filter((w) => /^[A-Za-z]/.test(w)).slice(0, 2).map(slug).join('') || 'supplier'}.example`;

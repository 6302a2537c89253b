import { bi, rows, type SeedOption } from './option-types';

/** Countries (B1: Brazil as chosen when creating a supplier, spec section 5) with their currency. */
export function seedCountries(): SeedOption[] {
  const list: [string, string, string, string][] = [
    ['TW', '台灣', 'Taiwan', 'TWD'],
    ['CN', '中國大陸', 'China', 'CNY'],
    ['HK', '香港', 'Hong Kong', 'HKD'],
    ['JP', '日本', 'Japan', 'JPY'],
    ['KR', '韓國', 'South Korea', 'KRW'],
    ['US', '美國', 'United States', 'USD'],
    ['BR', '巴西', 'Brazil', 'BRL'],
    ['B1', '巴西（新建）', 'Brazil (creation)', 'BRL'],
    ['DE', '德國', 'Germany', 'EUR'],
    ['MX', '墨西哥', 'Mexico', 'MXN'],
    ['VN', '越南', 'Vietnam', 'VND'],
    ['TH', '泰國', 'Thailand', 'THB'],
    ['MY', '馬來西亞', 'Malaysia', 'MYR'],
    ['SG', '新加坡', 'Singapore', 'SGD'],
  ];
  return list.map(([code, zh, en, currencyCode]) => ({ code, name: bi(zh, en), currencyCode }));
}

export const seedCurrencies = () =>
  rows([
    ['TWD', '新台幣', 'New Taiwan dollar'],
    ['USD', '美元', 'US dollar'],
    ['CNY', '人民幣', 'Chinese yuan'],
    ['BRL', '巴西雷亞爾', 'Brazilian real'],
    ['JPY', '日圓', 'Japanese yen'],
    ['EUR', '歐元', 'Euro'],
  ]);

export function seedPhoneCodes(): SeedOption[] {
  const list: [string, string, string, string][] = [
    ['+886', 'TW', '台灣', 'Taiwan'],
    ['+86', 'CN', '中國大陸', 'China'],
    ['+852', 'HK', '香港', 'Hong Kong'],
    ['+81', 'JP', '日本', 'Japan'],
    ['+82', 'KR', '韓國', 'South Korea'],
    ['+1', 'US', '美國', 'United States'],
    ['+55', 'BR', '巴西', 'Brazil'],
    ['+49', 'DE', '德國', 'Germany'],
    ['+52', 'MX', '墨西哥', 'Mexico'],
    ['+84', 'VN', '越南', 'Vietnam'],
    ['+66', 'TH', '泰國', 'Thailand'],
    ['+60', 'MY', '馬來西亞', 'Malaysia'],
    ['+65', 'SG', '新加坡', 'Singapore'],
  ];
  return list.map(([code, countryCode, zh, en]) => ({ code, countryCode, name: bi(`${zh} ${code}`, `${en} ${code}`) }));
}

export const seedLanguages = () =>
  rows([
    ['zh-TW', '繁體中文', 'Traditional Chinese'],
    ['en-US', '英文', 'English'],
    ['zh-CN', '簡體中文', 'Simplified Chinese'],
    ['pt-BR', '葡萄牙文', 'Portuguese'],
    ['ja-JP', '日文', 'Japanese'],
  ]);

export const seedTaxJurisdictions = () =>
  rows([
    ['TW', '台灣', 'Taiwan'],
    ['CN-JS', '中國江蘇省', 'China, Jiangsu'],
    ['CN-GD', '中國廣東省', 'China, Guangdong'],
    ['BR-AM', '巴西亞馬遜州', 'Brazil, Amazonas'],
    ['BR-SP', '巴西聖保羅州', 'Brazil, São Paulo'],
    ['BR-RJ', '巴西里約熱內盧州', 'Brazil, Rio de Janeiro'],
    ['BR-MG', '巴西米納斯吉拉斯州', 'Brazil, Minas Gerais'],
    ['US-CA', '美國加州', 'United States, California'],
    ['US-TX', '美國德州', 'United States, Texas'],
    ['JP', '日本', 'Japan'],
    ['DE', '德國', 'Germany'],
  ]);

/** Identity (tax / registration number) types; a supplier without one enters ten X. */
export const seedIdentityTypes = () =>
  rows([
    ['TW_UBN', '統一編號', 'Taiwan business number (UBN)'],
    ['CN_USCC', '統一社會信用代碼', 'China unified social credit code'],
    ['BR_CNPJ', '巴西法人登記號 (CNPJ)', 'Brazil CNPJ'],
    ['JP_CN', '日本法人番號', 'Japan corporate number'],
    ['US_EIN', '美國雇主識別號 (EIN)', 'US employer identification number'],
    ['EU_VAT', '歐盟增值稅號', 'EU VAT number'],
    ['OTHER', '其他', 'Other'],
  ]);

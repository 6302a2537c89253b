import type { Bilingual } from '../http/locale';
import { bi } from './option-types';

/** A bank (or a branch: Taiwanese codes are 3 digits of the bank + 4 of the branch) of a country. */
export interface BankRecord {
  id: number;
  code: string;
  name: Bilingual;
  countryCode: string;
  swiftCode: string;
}

const TW_BANKS: [string, string, string, string][] = [
  ['004', '臺灣銀行', 'Bank of Taiwan', 'BKTWTWTP'],
  ['005', '臺灣土地銀行', 'Land Bank of Taiwan', 'LBOTTWTP'],
  ['006', '合作金庫商業銀行', 'Taiwan Cooperative Bank', 'TACBTWTP'],
  ['007', '第一商業銀行', 'First Commercial Bank', 'FCBKTWTP'],
  ['008', '華南商業銀行', 'Hua Nan Commercial Bank', 'HNBKTWTP'],
  ['009', '彰化商業銀行', 'Chang Hwa Commercial Bank', 'CCBCTWTP'],
  ['012', '台北富邦商業銀行', 'Taipei Fubon Commercial Bank', 'TPBKTWTP'],
  ['013', '國泰世華商業銀行', 'Cathay United Bank', 'UWCBTWTP'],
  ['017', '兆豐國際商業銀行', 'Mega International Commercial Bank', 'ICBCTWTP'],
  ['808', '玉山商業銀行', 'E.SUN Commercial Bank', 'ESUNTWTP'],
  ['812', '台新國際商業銀行', 'Taishin International Bank', 'TSIBTWTP'],
  ['822', '中國信託商業銀行', 'CTBC Bank', 'CTCBTWTP'],
];
const TW_BRANCHES: [string, string, string][] = [
  ['0015', '營業部', 'Main branch'],
  ['0271', '林口分行', 'Linkou branch'],
  ['0385', '桃園分行', 'Taoyuan branch'],
  ['0473', '新竹科學園區分行', 'Hsinchu Science Park branch'],
];

const OTHER_BANKS: [string, string, string, string, string, string[]][] = [
  ['CN', '102', '中國工商銀行', 'Industrial and Commercial Bank of China', 'ICBKCNBJ', ['蘇州分行 Suzhou', '昆山分行 Kunshan', '深圳分行 Shenzhen']],
  ['CN', '103', '中國農業銀行', 'Agricultural Bank of China', 'ABOCCNBJ', ['蘇州分行 Suzhou', '無錫分行 Wuxi']],
  ['CN', '104', '中國銀行', 'Bank of China', 'BKCHCNBJ', ['蘇州分行 Suzhou', '上海分行 Shanghai']],
  ['CN', '105', '中國建設銀行', 'China Construction Bank', 'PCBCCNBJ', ['蘇州分行 Suzhou']],
  ['CN', '301', '交通銀行', 'Bank of Communications', 'COMMCNSH', ['蘇州分行 Suzhou']],
  ['CN', '308', '招商銀行', 'China Merchants Bank', 'CMBCCNBS', ['蘇州分行 Suzhou', '東莞分行 Dongguan']],
  ['BR', '001', '巴西銀行', 'Banco do Brasil', 'BRASBRRJ', ['Manaus', 'São Paulo']],
  ['BR', '033', '桑坦德巴西銀行', 'Banco Santander (Brasil)', 'BSCHBRSP', ['Manaus']],
  ['BR', '104', '巴西聯邦儲蓄銀行', 'Caixa Econômica Federal', 'CEFXBRSP', ['Manaus']],
  ['BR', '237', '布拉德斯科銀行', 'Banco Bradesco', 'BBDEBRSP', ['Manaus', 'Rio de Janeiro']],
  ['BR', '341', '伊塔烏聯合銀行', 'Itaú Unibanco', 'ITAUBRSP', ['Manaus', 'São Paulo']],
  ['JP', '0001', '瑞穗銀行', 'Mizuho Bank', 'MHCBJPJT', ['東京營業部 Tokyo']],
  ['JP', '0005', '三菱日聯銀行', 'MUFG Bank', 'BOTKJPJT', ['本店 Head office', '大阪支店 Osaka']],
  ['JP', '0009', '三井住友銀行', 'Sumitomo Mitsui Banking Corporation', 'SMBCJPJT', ['本店 Head office']],
  ['US', '021000021', '摩根大通銀行', 'JPMorgan Chase Bank', 'CHASUS33', []],
  ['US', '026009593', '美國銀行', 'Bank of America', 'BOFAUS3N', []],
  ['US', '121000248', '富國銀行', 'Wells Fargo Bank', 'WFBIUS6S', []],
  ['DE', '50070010', '德意志銀行', 'Deutsche Bank', 'DEUTDEFF', []],
  ['DE', '50040000', '德國商業銀行', 'Commerzbank', 'COBADEFF', []],
  ['HK', '004', '香港上海滙豐銀行', 'The Hongkong and Shanghai Banking Corporation', 'HSBCHKHH', []],
];

export function seedBanks(): BankRecord[] {
  const banks: Omit<BankRecord, 'id'>[] = [];
  for (const [code, zh, en, swiftCode] of TW_BANKS) {
    for (const [branch, bzh, ben] of TW_BRANCHES) banks.push({ code: `${code}${branch}`, name: bi(`${zh} ${bzh}`, `${en}, ${ben}`), countryCode: 'TW', swiftCode });
  }
  for (const [countryCode, code, zh, en, swiftCode, branches] of OTHER_BANKS) {
    banks.push({ code, name: bi(zh, en), countryCode, swiftCode });
    branches.forEach((branch, i) => {
      const [bzh, ben] = branch.includes(' ') ? [branch.slice(0, branch.lastIndexOf(' ')), branch.slice(branch.lastIndexOf(' ') + 1)] : [branch, branch];
      banks.push({ code: `${code}-${String(i + 1).padStart(2, '0')}`, name: bi(`${zh} ${bzh}`, `${en}, ${ben}`), countryCode, swiftCode });
    });
  }
  return banks.map((b, i) => ({ id: i + 1, ...b }));
}

/** A payment method a company offers a supplier of a country; countryCode `*`: any other country. */
export interface PaymentMethodRecord {
  companyCode: string;
  countryCode: string;
  code: string;
  name: Bilingual;
}

const METHODS: Record<string, Bilingual> = {
  T: bi('國內電匯', 'Domestic wire transfer'),
  F: bi('國外電匯', 'Foreign wire transfer'),
  C: bi('支票', 'Cheque'),
  E: bi('銀行承兌匯票', "Banker's acceptance"),
  B: bi('巴西繳款單 (Boleto)', 'Boleto bancário'),
  P: bi('巴西即時付款 (PIX)', 'PIX instant payment'),
  D: bi('巴西電子轉帳 (TED)', 'TED transfer'),
};

const OFFERS: [string, string, string[]][] = [
  ['1000', 'TW', ['T', 'C']],
  ['1000', '*', ['F']],
  ['2000', 'CN', ['T', 'E']],
  ['2000', '*', ['F']],
  ['3000', 'BR', ['B', 'P', 'D']],
  ['3000', 'B1', ['B', 'P', 'D']],
  ['3000', '*', ['F']],
];

export function seedPaymentMethods(): PaymentMethodRecord[] {
  return OFFERS.flatMap(([companyCode, countryCode, codes]) => codes.map((code) => ({ companyCode, countryCode, code, name: METHODS[code] })));
}

/** The payment methods of a company for a supplier of a country (a country without own entry gets `*`'s). */
export function paymentMethodsFor(all: readonly PaymentMethodRecord[], companyCode: string, countryCode: string): PaymentMethodRecord[] {
  const ofCompany = all.filter((m) => m.companyCode === companyCode);
  const own = ofCompany.filter((m) => m.countryCode === countryCode);
  return own.length ? own : ofCompany.filter((m) => m.countryCode === '*');
}

/** Every method code once, for the `paymentMethods` option list. */
export function paymentMethodOptions() {
  return Object.entries(METHODS).map(([code, name]) => ({ code, name }));
}

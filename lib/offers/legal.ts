// The legal notices an offer for a household-goods move carries, in plain Turkish
// (docs/decisions/037-offer-for-the-customer.md: to be reviewed by the company's lawyer).
// Browser-safe, no imports: the page, the snapshot and the PDF all read these words.

export interface LegalNotice {
  title: string;
  text: string;
}

/**
 * Türk Ticaret Kanunu (6102) md. 900, for the carriage of household goods ("taşınma eşyası"):
 * loss or damage that is plain to see must be reported at the latest within three business days
 * after delivery, loss or damage that is not within fourteen days; otherwise the claims end.
 */
export const DAMAGE_NOTICE: LegalNotice = {
  title: 'Kayıp ve hasar bildirimi (Türk Ticaret Kanunu md. 900)',
  text:
    'Eşyanız teslim edildiğinde bir kayıp ya da hasar açıkça görülüyorsa, bunu en geç teslimi izleyen 3 iş günü içinde bize bildirin. ' +
    'Kayıp ya da hasar ilk bakışta görülmüyorsa bildirim süresi teslimi izleyen 14 gündür. ' +
    'Bu süreler içinde bildirilmeyen kayıp ve hasar için tazminat isteme hakkı sona erer. ' +
    'Bildiriminizi yazılı olarak (e-posta ile) yapmanızı, teslimde gördüğünüz hasarı teslim belgesine de yazdırmanızı öneririz.',
};

/** Where a consumer takes a dispute; the monetary limit is set anew every year, so no number is given. */
export const DISPUTE_NOTICE: LegalNotice = {
  title: 'Anlaşmazlık durumunda',
  text:
    'Bu taşımayla ilgili bir anlaşmazlıkta, önce bize ulaşın. Çözülemezse, anlaşmazlığın değeri Ticaret Bakanlığının her yıl belirlediği parasal sınırın altındaysa ' +
    'yerleşim yerinizdeki veya taşıma işlemini yaptığınız yerdeki Tüketici Hakem Heyetine, üstündeyse Tüketici Mahkemesine ' +
    '(Tüketici Mahkemesi olmayan yerlerde Asliye Hukuk Mahkemesine) başvurabilirsiniz. Mahkemeye gitmeden önce arabulucuya başvurmanız gerekebilir. ' +
    'Yılın güncel parasal sınırını Ticaret Bakanlığının duyurularında bulabilirsiniz.',
};

/** What the price rests on: the assumptions the customer confirms. */
export const PRICE_NOTICE: LegalNotice = {
  title: 'Fiyatın dayanağı',
  text:
    'Toplam tutar, bu teklifte onayladığınız bilgilere (kat, asansör, eşya hacmi, mesafe gibi) dayanır. ' +
    'Bu bilgiler taşıma günü doğru çıktığı sürece toplam tutar değişmez.',
};

export const LEGAL_NOTICES: readonly LegalNotice[] = [PRICE_NOTICE, DAMAGE_NOTICE, DISPUTE_NOTICE];

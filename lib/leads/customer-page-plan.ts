// The order of the customer's own page (/talep/{token}, docs/decisions/056): the step that
// matters now and its one action first, then what is still open, then what is finished,
// collapsed to one line. Pure and browser-safe; the page gathers the facts (page-facts.server.ts)
// and renders the sections in the order this returns.

/** The sections of the page that can move. */
export type CustomerSectionId =
  'offer' | 'moveDay' | 'afterMove' | 'survey' | 'inventory' | 'files' | 'move' | 'status';

/** action: the current step (at most one); open: shown whole; done: one line that opens in place. */
export type SectionPlacement = 'action' | 'open' | 'done';

export interface PlannedSection {
  id: CustomerSectionId;
  placement: SectionPlacement;
  /** The section's title and its one line when collapsed. */
  title: string;
  summary: string;
}

export interface NextStep {
  /** Where the move stands, in a few words ("Teklifiniz hazır"). */
  headline: string;
  /** What the customer does next, or that nothing is needed now. */
  text: string;
  /** The one action, a link to its section on the page; null when there is nothing to do. */
  action: { label: string; href: string } | null;
}

/** What the page knows, in plain terms (the page-facts loader reads them from each feature). */
export interface CustomerPageFacts {
  kind: 'quote' | 'contact';
  /** The lead was closed without a move. */
  lost: boolean;
  /** The contact message was answered (contact leads). */
  answered: boolean;
  offer: {
    state: 'open' | 'accepted' | 'declined' | 'expired' | 'withdrawn';
    totalText: string;
    /** The move's date as the offer gives it, in words, or null. */
    moveDateText: string | null;
  } | null;
  /** The survey section as it will render: null when it renders nothing. */
  survey: { bookedText: string | null } | null;
  /** Quote leads: the inventory (null for contact messages). */
  inventory: { items: number; volumeText: string; frozen: boolean } | null;
  /** Quote leads: the survey's photos and videos. */
  files: { photos: number; videos: number; closed: boolean } | null;
  /** The move, once an offer is accepted: upcoming, today (delivery day) or past. */
  move: { when: 'upcoming' | 'today' | 'past'; dateText: string; planned: boolean } | null;
  /** After the move: whether the customer has written the review. */
  afterMove: { reviewWritten: boolean; reviewOpen: boolean; openDamageReports: number } | null;
  /** The timeline's current step in words ("Adım 4 / 6: Teklif"), the status line's summary. */
  step: string;
  /** From and to, for the one-line summary of "Taşınma". */
  route: { from: string; to: string } | null;
}

export interface CustomerPagePlan {
  next: NextStep;
  sections: PlannedSection[];
}

const PLACEMENT_ORDER: Record<SectionPlacement, number> = { action: 0, open: 1, done: 2 };

function filesSummary(files: NonNullable<CustomerPageFacts['files']>): string {
  if (files.photos === 0 && files.videos === 0)
    return files.closed ? 'Dosya eklenmedi.' : 'Henüz dosya eklemediniz; isterseniz buradan ekleyin.';
  const parts = [files.photos ? `${files.photos} fotoğraf` : '', files.videos ? `${files.videos} video` : ''];
  return `${parts.filter(Boolean).join(', ')} eklendi.`;
}

function inventorySummary(inventory: NonNullable<CustomerPageFacts['inventory']>): string {
  if (inventory.items === 0) return 'Henüz eşya yazmadınız.';
  const listed = `${inventory.items} kalem, ${inventory.volumeText}`;
  return inventory.frozen ? `${listed}; onayladığınız teklif bu listeye göre.` : `${listed} kaydedildi.`;
}

/** Where the page starts and in which order its sections follow. */
export function customerPagePlan(facts: CustomerPageFacts): CustomerPagePlan {
  if (facts.kind === 'contact') {
    return {
      next: facts.answered
        ? {
            headline: 'Mesajınıza döndük',
            text: 'Başka bir sorunuz olursa bize yazabilir ya da bizi arayabilirsiniz.',
            action: null,
          }
        : { headline: 'Mesajınızı aldık', text: 'Mesajınızı okuyup size en kısa sürede döneceğiz.', action: null },
      sections: [{ id: 'status', placement: 'open', title: 'Durum', summary: '' }],
    };
  }

  const sections: PlannedSection[] = [];
  const put = (id: CustomerSectionId, placement: SectionPlacement, title: string, summary = '') =>
    sections.push({ id, placement, title, summary });
  const { offer, move, afterMove, survey, inventory, files } = facts;
  const accepted = offer?.state === 'accepted';
  const moved = move?.when === 'past';
  let next: NextStep;

  if (facts.lost) {
    next = {
      headline: 'Talebiniz kapatıldı',
      text: 'Yeniden taşınmayı planlarsanız bize yazmanız veya bizi aramanız yeterli.',
      action: null,
    };
  } else if (afterMove && afterMove.reviewOpen && !afterMove.reviewWritten) {
    next = {
      headline: 'Taşınmanız tamamlandı',
      text: 'Taşınmanız nasıl geçti? Birkaç satırla değerlendirin; yorumunuz diğer müşterilere yol gösterir.',
      action: { label: 'Değerlendirme yazın', href: '#yorum' },
    };
  } else if (afterMove && moved) {
    next = {
      headline: 'Taşınmanız tamamlandı',
      text:
        afterMove.openDamageReports > 0
          ? 'Hasar bildiriminizi inceliyoruz; sonucu bu sayfada görürsünüz.'
          : 'Bizi tercih ettiğiniz için teşekkürler. Bir hasar fark ederseniz aşağıdan bildirebilirsiniz.',
      action: null,
    };
  } else if (move?.when === 'today') {
    next = {
      headline: 'Taşınma gününüz bugün',
      text: 'Ekibimiz yolda ya da adresinizde. Bir hasar fark ederseniz bu sayfadan bildirebilirsiniz.',
      action: { label: 'Taşınma gününü görün', href: '#tasinma-gunu' },
    };
  } else if (offer?.state === 'open') {
    next = {
      headline: 'Teklifiniz hazır',
      text: `Toplam ${offer.totalText}. Teklifi okuyun; uygunsa bu sayfadan onaylayın ya da değişiklik isteyin.`,
      action: { label: 'Teklifi inceleyin', href: '#teklif' },
    };
  } else if (accepted) {
    const day = move?.dateText ?? offer.moveDateText;
    next = {
      headline: 'Teklifi onayladınız',
      text: day
        ? `Taşınma gününüz ${day}; sizden başka bir şey gerekmiyor. Bir gün önce hatırlatacağız.`
        : 'Taşınma gününüzü sizinle birlikte belirleyeceğiz; sizden başka bir şey gerekmiyor.',
      action: { label: 'Onayladığınız teklifi görün', href: '#teklif' },
    };
  } else if (survey?.bookedText) {
    next = {
      headline: 'Keşif randevunuz alındı',
      text: `Keşif: ${survey.bookedText}. O güne kadar eşya listenizi ve fotoğraflarınızı ekleyebilirsiniz.`,
      action: { label: 'Randevunuzu görün', href: '#kesif' },
    };
  } else if (offer) {
    next = {
      headline: offer.state === 'declined' ? 'Teklifi istemediğinizi bildirdiniz' : 'Teklifin süresi doldu',
      text: 'Yeni bir teklif için bizi arayın ya da WhatsApp’tan yazın.',
      action: null,
    };
  } else if (survey) {
    next = {
      headline: 'Talebinizi aldık',
      text: 'Kesin fiyat için bir keşif saati seçin; isterseniz önce eşya listenizi yazın.',
      action: { label: 'Keşif randevusu alın', href: '#kesif' },
    };
  } else {
    next = {
      headline: 'Talebinizi aldık',
      text: 'Eşya listenizi yazarsanız fiyatı daha doğru hesaplarız.',
      action: inventory ? { label: 'Eşya listenizi yazın', href: '#esya' } : null,
    };
  }
  if (offer?.state === 'withdrawn' && !next.action && !facts.lost) next = { ...next, headline: 'Teklif geri çekildi' };

  // The sections, each placed by what it asks of the customer now.
  const actionAt = next.action?.href;
  if (afterMove) put('afterMove', actionAt === '#yorum' ? 'action' : 'open', 'Taşınmanız nasıl geçti?');
  if (move?.planned)
    put(
      'moveDay',
      move.when === 'past' ? 'done' : actionAt === '#tasinma-gunu' ? 'action' : 'open',
      'Taşınma günü',
      move.dateText,
    );
  if (offer) {
    const placement =
      offer.state === 'open'
        ? 'action'
        : accepted && !moved && !facts.lost
          ? actionAt === '#teklif' && !move?.planned
            ? 'action'
            : 'open'
          : 'done';
    const summary =
      offer.state === 'accepted'
        ? `Onaylandı · ${offer.totalText}`
        : offer.state === 'open'
          ? offer.totalText
          : offer.state === 'declined'
            ? `İstemediğinizi bildirdiniz · ${offer.totalText}`
            : offer.state === 'withdrawn'
              ? 'Geri çekildi'
              : `Süresi doldu · ${offer.totalText}`;
    put('offer', placement, accepted ? 'Onayladığınız teklif' : 'Teklifimiz', summary);
  }
  if (survey) {
    const waiting = !offer && !facts.lost;
    put(
      'survey',
      actionAt === '#kesif' ? 'action' : waiting ? 'open' : 'done',
      survey.bookedText ? 'Keşif randevunuz' : 'Keşif randevusu',
      survey.bookedText ?? 'Randevu almadınız; isterseniz buradan alabilirsiniz.',
    );
  }
  if (inventory) {
    const editable = !inventory.frozen && !facts.lost;
    put(
      'inventory',
      actionAt === '#esya' ? 'action' : editable ? 'open' : 'done',
      'Eşya listesi',
      inventorySummary(inventory),
    );
  }
  if (files) {
    // Before an accepted move the photos are still wanted (the condition record); once the
    // offer is accepted and some are in, the section shrinks to its count.
    const wanted = !files.closed && !facts.lost && !(accepted && files.photos + files.videos > 0);
    put('files', wanted ? 'open' : 'done', 'Fotoğraflar ve videolar', filesSummary(files));
  }
  if (facts.route)
    put('move', offer || facts.lost ? 'done' : 'open', 'Taşınma', `${facts.route.from} → ${facts.route.to}`);
  // The first screen already says the step; the full timeline is one line away (open on a lost
  // lead, where its note is the news).
  put('status', facts.lost ? 'open' : 'done', 'Durum', facts.step);

  // Stable sort: within a placement the order above holds.
  sections.sort((a, b) => PLACEMENT_ORDER[a.placement] - PLACEMENT_ORDER[b.placement]);
  return { next, sections };
}

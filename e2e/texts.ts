import bnAccount from '../src/web/i18n/account/bn.json' with { type: 'json' };
import bnAccountView from '../src/web/i18n/account-view/bn.json' with { type: 'json' };
import enAccountView from '../src/web/i18n/account-view/en.json' with { type: 'json' };
import enAccount from '../src/web/i18n/account/en.json' with { type: 'json' };
import bnCommon from '../src/web/i18n/bn.json' with { type: 'json' };
import enCommon from '../src/web/i18n/en.json' with { type: 'json' };
import bnContact from '../src/web/i18n/contact/bn.json' with { type: 'json' };
import enContact from '../src/web/i18n/contact/en.json' with { type: 'json' };
import bnDashboard from '../src/web/i18n/dashboard/bn.json' with { type: 'json' };
import enDashboard from '../src/web/i18n/dashboard/en.json' with { type: 'json' };
import bnMyListings from '../src/web/i18n/my-listings/bn.json' with { type: 'json' };
import enMyListings from '../src/web/i18n/my-listings/en.json' with { type: 'json' };
import bnPlaces from '../src/web/i18n/places/bn.json' with { type: 'json' };
import enPlaces from '../src/web/i18n/places/en.json' with { type: 'json' };
import bnPost from '../src/web/i18n/post/bn.json' with { type: 'json' };
import enPost from '../src/web/i18n/post/en.json' with { type: 'json' };
import bnSetting from '../src/web/i18n/setting/bn.json' with { type: 'json' };
import enSetting from '../src/web/i18n/setting/en.json' with { type: 'json' };
import bnSignOut from '../src/web/i18n/sign-out/bn.json' with { type: 'json' };
import enSignOut from '../src/web/i18n/sign-out/en.json' with { type: 'json' };
import bnDealState from '../src/web/i18n/deal-state/bn.json' with { type: 'json' };
import enDealState from '../src/web/i18n/deal-state/en.json' with { type: 'json' };
import bnReport from '../src/web/i18n/report/bn.json' with { type: 'json' };
import enReport from '../src/web/i18n/report/en.json' with { type: 'json' };
import bnRevision from '../src/web/i18n/revision/bn.json' with { type: 'json' };
import enRevision from '../src/web/i18n/revision/en.json' with { type: 'json' };
import bnStats from '../src/web/i18n/stats/bn.json' with { type: 'json' };
import enStats from '../src/web/i18n/stats/en.json' with { type: 'json' };
import bnTrail from '../src/web/i18n/trail/bn.json' with { type: 'json' };
import enTrail from '../src/web/i18n/trail/en.json' with { type: 'json' };
import bnSystem from '../src/web/i18n/system/bn.json' with { type: 'json' };
import enSystem from '../src/web/i18n/system/en.json' with { type: 'json' };

// The app's texts in each language, every namespace (src/web/i18n) in one object, as the screens read
// them: each key is in one namespace, and a screen finds it by the same name in any loaded one.
type Texts = typeof enCommon &
  typeof enDashboard &
  typeof enContact &
  typeof enSetting &
  typeof enStats &
  typeof enAccount &
  typeof enMyListings &
  typeof enPost &
  typeof enSignOut &
  typeof enDealState &
  typeof enReport &
  typeof enRevision &
  typeof enAccountView &
  typeof enTrail &
  typeof enSystem &
  typeof enPlaces;

function merge(...parts: object[]): Texts {
  const into = (target: Record<string, unknown>, source: object) => {
    for (const [key, value] of Object.entries(source)) {
      const kept = target[key];
      if (kept && typeof kept === 'object' && value && typeof value === 'object')
        into(kept as Record<string, unknown>, value);
      else target[key] = value && typeof value === 'object' ? into({}, value) : value;
    }
    return target;
  };
  return parts.reduce<Record<string, unknown>>((all, part) => into(all, part), {}) as Texts;
}

export const bn = merge(
  bnCommon,
  bnSetting,
  bnContact,
  bnDashboard,
  bnStats,
  bnAccount,
  bnMyListings,
  bnPost,
  bnSignOut,
  bnDealState,
  bnReport,
  bnRevision,
  bnAccountView,
  bnTrail,
  bnSystem,
  bnPlaces,
);
export const en = merge(
  enCommon,
  enSetting,
  enContact,
  enDashboard,
  enStats,
  enAccount,
  enMyListings,
  enPost,
  enSignOut,
  enDealState,
  enReport,
  enRevision,
  enAccountView,
  enTrail,
  enSystem,
  enPlaces,
);

/** Each journey in both languages, Bengali first: `for (const [language, L] of LANGUAGES)`. */
export const LANGUAGES = [
  ['bn', bn],
  ['en', en],
] as const;

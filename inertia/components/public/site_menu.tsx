import { useEffect, useRef } from 'react'
import { Button, CloseButton } from '@mantine/core'
import { Link } from '@inertiajs/react'
import { IconBrandWhatsapp, IconChevronRight } from '@tabler/icons-react'
import { NAV_ITEMS } from '~/components/public/nav_items'
import { MESSAGING_GREEN, useMessagingUrl } from '~/components/public/use_site'
import { LanguageSwitch } from '~/components/public/language_switch'
import { useLanguage, useT } from '~/shared/i18n'

export const SITE_MENU_ID = 'site-menu'
const CONTROLS = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])'

/**
 * The small-screen navigation, a drawer titled "Menu" built on the native
 * popover: the burger opens it (popovertarget) and Escape, a tap outside or
 * the close button close it, with no JavaScript, so a tap right after the
 * page appears is never lost. Once hydrated, a link closes it as its Inertia
 * visit starts, and focus goes back to the burger on every way out.
 */
export function SiteMenu({ active }: { active: string }) {
  const messaging = useMessagingUrl()
  const t = useT()
  const { href } = useLanguage()
  const menu = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const element = menu.current
    if (!element) return
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState !== 'closed') return
      // A tap on another control keeps the focus there; anything else gives it back.
      const focused = document.activeElement
      if (focused && !element.contains(focused) && focused.matches(CONTROLS)) return
      document.querySelector<HTMLElement>(`[popovertarget="${SITE_MENU_ID}"]`)?.focus()
    }
    element.addEventListener('toggle', onToggle)
    return () => element.removeEventListener('toggle', onToggle)
  }, [])

  const close = () => menu.current?.hidePopover()

  return (
    <div
      ref={menu}
      id={SITE_MENU_ID}
      popover="auto"
      role="dialog"
      aria-labelledby={`${SITE_MENU_ID}-title`}
      className="site-menu"
    >
      <div className="site-menu__header">
        <h2 id={`${SITE_MENU_ID}-title`} className="site-menu__title">
          {t('public.shell.menu')}
        </h2>
        <CloseButton
          size="lg"
          aria-label={t('public.shell.closeMenu')}
          popoverTarget={SITE_MENU_ID}
          popoverTargetAction="hide"
        />
      </div>
      <nav aria-label={t('public.shell.mainNav')}>
        <ul className="site-menu__list">
          {NAV_ITEMS.map((item) => (
            <li key={item.value}>
              <Link
                href={href(item.path)}
                className="site-menu__link"
                aria-current={item.value === active ? 'page' : undefined}
                onClick={close}
              >
                {t(item.labelKey)}
                <IconChevronRight size={16} stroke={1.5} aria-hidden />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Button
        component="a"
        href={messaging}
        target="_blank"
        rel="noopener noreferrer"
        color={MESSAGING_GREEN}
        className="site-rim-on-dark"
        fullWidth
        mt="xl"
        leftSection={<IconBrandWhatsapp size={20} aria-hidden />}
      >
        {t('public.shell.messageUs')}
      </Button>
      <LanguageSwitch />
    </div>
  )
}

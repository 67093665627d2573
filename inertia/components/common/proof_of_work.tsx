import { useEffect, useImperativeHandle, useRef, type Ref } from 'react'
import { Text } from '@mantine/core'
import type {} from 'altcha/types/react'
import type { AltchaWidgetElement } from 'altcha/types/generic'
import { CHALLENGE_PATH, PROOF_FIELD } from '#dtos/proof_of_work'
import { useLanguage, useT } from '~/shared/i18n'

/** What a form asks of the widget. */
export type ProofOfWorkHandle = {
  /**
   * The solution to send with the next request (waits while it is being
   * solved), or null when it could not be solved. Each solution is good
   * once, so the widget starts on the next one straight away.
   */
  solve: () => Promise<string | null>
}

const STRINGS = [
  'label',
  'loading',
  'verify',
  'verifying',
  'waitAlert',
  'verified',
  'verificationRequired',
  'error',
  'expired',
  'reload',
  'cancel',
  'enterCode',
  'enterCodeAria',
  'enterCodeFromImage',
  'getAudioChallenge',
  'ariaLinkLabel',
] as const

type StateChange = CustomEvent<{ state: string; payload?: string | null }>

/**
 * The ALTCHA widget (a checkbox "I am a person" that ticks itself once the
 * browser has done about a second of proof-of-work), shown by a form when
 * the server answered `challengeRequired`. It starts solving as soon as it
 * appears; its texts come from the catalogue (`challenge.widget.*`) in the
 * page's language, its colours from the page's scheme. Without JavaScript
 * it cannot work, and says so.
 */
export function ProofOfWork({ ref }: { ref: Ref<ProofOfWorkHandle> }) {
  const t = useT()
  const { locale } = useLanguage()
  const widget = useRef<AltchaWidgetElement>(null)
  const solved = useRef<string | null>(null)
  const ready = useRef<Promise<AltchaWidgetElement | null> | null>(null)

  useEffect(() => {
    let cancelled = false
    const element = widget.current
    if (!element) return
    const onState = (event: Event) => {
      const { state, payload } = (event as StateChange).detail
      solved.current = state === 'verified' && payload ? payload : null
    }
    element.addEventListener('statechange', onState)
    ready.current = import('~/lib/altcha').then(async ({ setWidgetStrings }) => {
      setWidgetStrings(
        locale,
        Object.fromEntries(STRINGS.map((key) => [key, t(`challenge.widget.${key}`)]))
      )
      await customElements.whenDefined('altcha-widget')
      if (cancelled) return null
      await element.configure({
        challenge: CHALLENGE_PATH,
        name: PROOF_FIELD,
        language: locale,
        auto: 'off',
        hideFooter: true,
        hideLogo: true,
      })
      void element.verify()
      return element
    })
    return () => {
      cancelled = true
      element.removeEventListener('statechange', onState)
    }
  }, [locale, t])

  useImperativeHandle(ref, () => ({
    async solve() {
      // The widget's script could not load (offline): the request goes without, and is asked again.
      const element = await ready.current?.catch(() => null)
      if (!element) return null
      const payload =
        solved.current ??
        (await new Promise<string | null>((resolve) => {
          const onState = (event: Event) => {
            const { state, payload: solution } = (event as StateChange).detail
            if (state === 'verifying') return
            element.removeEventListener('statechange', onState)
            resolve(state === 'verified' && solution ? solution : null)
          }
          element.addEventListener('statechange', onState)
          if (element.getState() !== 'verifying') void element.verify()
        }))
      // Used up by the request it goes with: solve the next one meanwhile.
      solved.current = null
      element.reset()
      void element.verify()
      return payload
    },
  }))

  return (
    <div className="proof-of-work">
      <Text size="sm" c="dimmed" mb={6}>
        {t('challenge.intro')}
      </Text>
      <altcha-widget
        ref={widget}
        style={{
          '--altcha-max-width': '100%',
          '--altcha-color-base': 'var(--mantine-color-body)',
          '--altcha-color-base-content': 'var(--mantine-color-text)',
          '--altcha-border-color': 'var(--mantine-color-default-border)',
          '--altcha-color-primary': 'var(--mantine-primary-color-filled)',
        }}
      />
      <noscript>
        <Text size="sm" mt={6}>
          {t('challenge.noScript')}
        </Text>
      </noscript>
    </div>
  )
}

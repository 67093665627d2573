import { useSyncExternalStore } from 'react'

/** The spec's UI state: the sidebar and the dual-navigation flag. */
export type UiState = { sidebarIsOpened: boolean; hasDualNavigation: boolean }

let state: UiState = { sidebarIsOpened: true, hasDualNavigation: false }
const listeners = new Set<() => void>()

function setState(patch: Partial<UiState>) {
  state = { ...state, ...patch }
  listeners.forEach((listener) => listener())
}

export const uiStore = {
  getState: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  toggleSidebar: () => setState({ sidebarIsOpened: !state.sidebarIsOpened }),
  setSidebar: (opened: boolean) => setState({ sidebarIsOpened: opened }),
  toggleDualNavigation: () => setState({ hasDualNavigation: !state.hasDualNavigation }),
  setDualNavigation: (value: boolean) => setState({ hasDualNavigation: value }),
}

export function useUiStore<T>(selector: (s: UiState) => T): T {
  return useSyncExternalStore(
    uiStore.subscribe,
    () => selector(state),
    () => selector(state)
  )
}

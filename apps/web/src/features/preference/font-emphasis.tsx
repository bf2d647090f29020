import { FONT_COLOUR_EMPHASISED } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useShell } from '../../ui/shell/shell-context.ts';
import { preferencesQuery, printHabitQuery } from './preference.api.ts';

/**
 * SPEC §6: CARGO users get the emphasised font colour when their preference ZTYSSZ is 1. It marks the
 * document root (`data-font-emphasis`); styles/global.css darkens the text tokens and bolds table figures.
 */
export function FontEmphasis() {
  const { user } = useShell();
  const isCargo = user.type === 'CARGO';
  const preferences = useQuery({ ...preferencesQuery(), enabled: isCargo });
  // Loaded with the shell, so a form opened next (a declaration) starts from the saved print habit.
  useQuery(printHabitQuery());
  const emphasised = isCargo && preferences.data?.ZTYSSZ === FONT_COLOUR_EMPHASISED;
  useEffect(() => {
    const root = document.documentElement;
    if (emphasised) root.dataset.fontEmphasis = '1';
    else delete root.dataset.fontEmphasis;
    return () => {
      delete root.dataset.fontEmphasis;
    };
  }, [emphasised]);
  return null;
}

import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '@/state/hooks';
import { selectRememberedFilterQuery } from './blogFilterSlice';

/** On a plain /blog, leads to this tab's last filter as soon as it is known. */
export function useRememberedFilterRedirect() {
  const target = useAppSelector(selectRememberedFilterQuery);
  const navigate = useNavigate();
  useEffect(() => {
    if (target !== null) void navigate({ search: target }, { replace: true });
  }, [navigate, target]);
}

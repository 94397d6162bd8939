import { useEffect } from 'react';
import {
  selectSignInRequired,
  signInRedirected,
  SITE_ROUTES,
  useDispatch,
  useSelector,
} from 'shared-data';
import { useNavigate } from 'shared-ui';

/**
 * When the session is lost mid-visit (a 401 whose refresh was refused), sends the person to
 * /sign_in, whatever page or remote they were on. The notice saying why is a toast.
 */
export function SignInRedirect() {
  const required = useSelector(selectSignInRequired);
  const dispatch = useDispatch();
  const navigate = useNavigate();
  useEffect(() => {
    if (!required) return;
    dispatch(signInRedirected());
    // navigate answers a promise only under a data router, which reports its own failures.
    void navigate(SITE_ROUTES.auth.signIn);
  }, [required, dispatch, navigate]);
  return null;
}

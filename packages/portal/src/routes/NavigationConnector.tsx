import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { NavigationBridge } from '../app/navigationBridge';

/** Lets the error policy (outside React) navigate through the router it sits in. */
export function NavigationConnector({ bridge }: { bridge: NavigationBridge }) {
  const navigate = useNavigate();
  // `navigate` changes with the location; reconnecting keeps relative state current.
  useEffect(() => bridge.connect((path) => void navigate(path)), [bridge, navigate]);
  return null;
}

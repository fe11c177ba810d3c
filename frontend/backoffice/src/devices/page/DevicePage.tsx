import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { devicePageMessages as m, fill } from '../../i18n/devicePage';
import { AgentClient, type AgentDevice } from './api';
import { forgetDevice, readDevice, storeDevice, type StoredDevice } from './deviceStore';
import { captureErrors, pageLog } from './logRing';
import { PairingScreen } from './PairingScreen';
import { type DeviceSession, type Notice, useDeviceAgent } from './useDeviceAgent';

export interface DevicePageProps {
  /** What the paired device shows (the counter tablet's board, the signage player); without it, or when it
   * answers null, the bare agent screen. */
  children?: (session: DeviceSession) => ReactNode;
}

/**
 * A device page without login: the pairing code until the manager pairs the device, then the device agent
 * (commands, notifications, logs, heartbeat) around what the page composes.
 */
export function DevicePage({ children }: DevicePageProps) {
  const [stored, setStored] = useState(readDevice);
  useEffect(() => {
    captureErrors();
    pageLog.info(fill(m.log.started, { path: window.location.pathname }));
  }, []);
  if (!stored) {
    return (
      <PairingScreen
        onPaired={(value) => {
          storeDevice(value);
          setStored(value);
        }}
      />
    );
  }
  return (
    <PairedDevice
      key={stored.secret}
      stored={stored}
      onChanged={(device) => {
        const next = { ...stored, device };
        storeDevice(next);
        setStored(next);
      }}
      onUnpaired={() => {
        forgetDevice();
        setStored(null);
      }}
    >
      {children}
    </PairedDevice>
  );
}

const same = (a: AgentDevice, b: AgentDevice) => JSON.stringify(a) === JSON.stringify(b);

function PairedDevice({
  stored,
  onChanged,
  onUnpaired,
  children,
}: {
  stored: StoredDevice;
  onChanged: (device: AgentDevice) => void;
  onUnpaired: () => void;
  children?: (session: DeviceSession) => ReactNode;
}) {
  const client = useMemo(() => new AgentClient(stored.secret), [stored.secret]);
  const agent = useDeviceAgent(stored.device, client, onUnpaired);
  // renamed or moved in the back office since the pairing: the stored device follows
  useEffect(() => {
    client
      .me()
      .then((device) => {
        if (!same(device, stored.device)) onChanged(device);
      })
      .catch(() => undefined);
    // once per pairing
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client]);
  const notice = agent.notices[0];
  return (
    <>
      {children?.(agent.session) ?? <AgentScreen device={stored.device} />}
      {agent.online ? null : (
        <p className="device-offline" role="status">
          {m.agent.offline}
        </p>
      )}
      {agent.blocked ? (
        <div className="device-blocked" role="alert">
          <p>{agent.blocked}</p>
        </div>
      ) : null}
      {notice ? <NotificationOverlay notice={notice} onClose={() => agent.dismiss(notice.id)} /> : null}
    </>
  );
}

/** A paired device with nothing else to show: who it is, waiting for commands. */
export function AgentScreen({ device }: { device: AgentDevice }) {
  useEffect(() => {
    document.title = device.name;
  }, [device.name]);
  return (
    <main className="device-agent">
      <h1>{fill(m.agent.connected, { name: device.name })}</h1>
      <p>{fill(m.agent.kindAndBranch, { kind: m.kinds[device.kind] ?? device.kind, branch: device.branch.name })}</p>
      <p>{m.agent.waiting}</p>
    </main>
  );
}

/** A notification sent from the back office, large over everything until closed. */
function NotificationOverlay({ notice, onClose }: { notice: Notice; onClose: () => void }) {
  return (
    <div className="device-notice" role="alertdialog" aria-modal="true" aria-labelledby={`notice-${notice.id}`}>
      <div className="device-notice-box">
        <h2 id={`notice-${notice.id}`}>{notice.title || m.agent.notification}</h2>
        {notice.text ? <p>{notice.text}</p> : null}
        <button type="button" onClick={onClose} autoFocus>
          {m.agent.close}
        </button>
      </div>
    </div>
  );
}

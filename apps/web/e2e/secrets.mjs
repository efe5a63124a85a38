/**
 * Game-agnostic secret check over socket traffic. A seat's secrets are the strings it received
 * that the other seat never did (its hand's card ids, its redacted choices…); a spectator must
 * receive none of them, and its page must not show them.
 */

/** The JSON payloads of socket.io frames ("42/game,[...]"). */
function payloads(frames) {
  const out = [];
  for (const frame of frames) {
    const start = frame.search(/[[{]/);
    if (start < 0) continue;
    try {
      const payload = JSON.parse(frame.slice(start));
      // A refusal is addressed to the seat that made the move and speaks of its own move only.
      if (Array.isArray(payload) && payload[0] === 'gridplay:error') continue;
      // The event's name ("sync", "update"…) is protocol vocabulary, not match data.
      out.push(
        Array.isArray(payload) && typeof payload[0] === 'string' ? payload.slice(1) : payload,
      );
    } catch {
      // Not a JSON frame (ping, handshake fragments).
    }
  }
  return out;
}

function strings(value, into = new Set()) {
  if (typeof value === 'string') {
    if (value.length >= 3 && !/^\d+$/.test(value)) into.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) strings(item, into);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      into.add(`key:${key}`);
      strings(item, into);
    }
  }
  return into;
}

export function secretLeaks({ seatFrames, seatTexts = [], spectatorFrames, spectatorText }) {
  const seen = seatFrames.map((frames) => strings(payloads(frames)));
  // A string is public if another seat received it, alone or inside a longer text (a log line).
  const secretsOf = seen.map((mine, i) => {
    const othersText = seen
      .filter((_, j) => j !== i)
      .map((o) => [...o].join('\n'))
      .join('\n');
    return [...mine].filter((s) => !s.startsWith('key:') && !othersText.includes(s));
  });
  const secrets = new Set(secretsOf.flat());
  const spectator = strings(payloads(spectatorFrames));
  const inTraffic = [...secrets].filter((s) => spectator.has(s));
  const shows = (text, s) => s.length >= 6 && text.includes(s);
  const inPage = [...secrets].filter((s) => shows(spectatorText, s));
  // No seat's page shows another seat's secrets either.
  const inSeatPages = seatTexts.flatMap((text, j) =>
    secretsOf.flatMap((own, i) => (i === j ? [] : own.filter((s) => shows(text, s)))),
  );
  return { secrets: secrets.size, inTraffic, inPage, inSeatPages };
}

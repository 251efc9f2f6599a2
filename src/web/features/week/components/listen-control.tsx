// "Listen": the week's devotional or challenge read aloud by the browser's speech synthesis.
// Play, pause, resume, stop and a reading speed; it stops when the reader leaves the tab or the page, and is not shown
// where the browser cannot speak. What must be fetched first (the passage in the reader's version) is fetched when
// Listen is pressed, so a page that is only looked at asks for nothing more.
import { t } from "../../../lib/i18n.ts";
import { Pause, Play, Square, Volume2 } from "lucide-react";
import { useCallback, useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { DEFAULT_READING_RATE, READING_SPEEDS, type SpeechPiece } from "../read-aloud.ts";
import "../../../lib/catalog-parts/week.ts";

type ReadingState = "idle" | "preparing" | "playing" | "paused";
type GivenPieces = readonly (string | SpeechPiece)[];

const noSubscribe = () => () => {};
/**
 * The browser can speak. A page drawn by the server shows the control (every browser a family uses can speak): the app
 * runs there only once he acts, so a control drawn only by the browser would never appear; pressing it runs the app and
 * the press is carried out. Where the browser cannot speak, the app takes the control away once it runs.
 */
function useCanSpeak(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => typeof window !== "undefined" && Boolean(window.speechSynthesis) && typeof window.SpeechSynthesisUtterance === "function",
    () => true,
  );
}

const asPieces = (given: GivenPieces): SpeechPiece[] => given.map((piece) => (typeof piece === "string" ? { text: piece, lang: "en" } : piece));

export function ListenControl({
  pieces: given,
  what,
  load,
}: {
  pieces: GivenPieces;
  what: "devotional" | "challenge";
  /** The pieces to read when some must be fetched first; `pieces` are read when it fails (offline, say). */
  load?: () => Promise<GivenPieces>;
}) {
  const canSpeak = useCanSpeak();
  // The same text on every render is the same list (a re-render of the page must not stop the reading).
  const joined = asPieces(given)
    .map((piece) => `${piece.lang}\u0001${piece.text}`)
    .join("\u0000");
  const pieces = useMemo(
    () =>
      joined === ""
        ? []
        : joined.split("\u0000").map((entry) => {
            const [lang = "en", text = ""] = entry.split("\u0001");
            return { text, lang };
          }),
    [joined],
  );
  const [state, setState] = useState<ReadingState>("idle");
  const [rate, setRate] = useState<number>(DEFAULT_READING_RATE);
  const current = useRef(0);
  // What this reading reads: the loaded pieces, else the given ones.
  const reading = useRef<readonly SpeechPiece[]>(pieces);
  // Each start gets a number: the ends and errors of pieces cancelled by a later start are ignored.
  const run = useRef(0);
  const speedId = useId();
  // The newest loader, read when Listen is pressed: a new function on each render of the page must not stop a reading.
  const loader = useRef(load);
  useEffect(() => {
    loader.current = load;
  }, [load]);

  const speakFrom = useCallback((start: number, speed: number) => {
    const synth = window.speechSynthesis;
    const list = reading.current;
    const mine = ++run.current;
    synth.cancel();
    list.slice(start).forEach((piece, offset) => {
      const utterance = new SpeechSynthesisUtterance(piece.text);
      utterance.rate = speed;
      utterance.lang = piece.lang;
      utterance.onstart = () => {
        if (run.current === mine) current.current = start + offset;
      };
      utterance.onend = () => {
        if (run.current === mine && start + offset === list.length - 1) {
          current.current = 0;
          setState("idle");
        }
      };
      utterance.onerror = (event) => {
        if (run.current === mine && event.error !== "interrupted" && event.error !== "canceled") setState("idle");
      };
      synth.speak(utterance);
    });
    setState("playing");
  }, []);

  const stop = useCallback(() => {
    run.current += 1;
    current.current = 0;
    if (typeof window !== "undefined" && window.speechSynthesis) window.speechSynthesis.cancel();
    setState("idle");
  }, []);

  // Leaving the page (or this tab, or other text) stops the reading.
  useEffect(() => {
    if (!canSpeak) return;
    window.addEventListener("pagehide", stop);
    return () => {
      window.removeEventListener("pagehide", stop);
      stop();
    };
  }, [canSpeak, stop, pieces]);

  if (!canSpeak || pieces.length === 0) return null;

  const onPlay = async () => {
    if (state === "paused") {
      window.speechSynthesis.resume();
      setState("playing");
      return;
    }
    reading.current = pieces;
    const fetchPieces = loader.current;
    if (fetchPieces) {
      const mine = ++run.current;
      setState("preparing");
      try {
        reading.current = asPieces(await fetchPieces());
      } catch {
        reading.current = pieces;
      }
      // Stopped, or the page moved on, while the text was fetched.
      if (run.current !== mine) return;
    }
    speakFrom(0, rate);
  };
  const onPause = () => {
    window.speechSynthesis.pause();
    setState("paused");
  };
  const onSpeed = (next: number) => {
    setRate(next);
    // The speed of a piece cannot change while it is spoken: start again from the piece being read.
    if (state === "playing") speakFrom(current.current, next);
    else if (state === "paused") {
      speakFrom(current.current, next);
      window.speechSynthesis.pause();
      setState("paused");
    }
  };

  const thing = { what: t(what === "devotional" ? "listen.what.devotional" : "listen.what.challenge") };
  return (
    <div role="group" aria-label={t("listen.group", thing)} className="flex flex-wrap items-center gap-2 rounded-xl bg-navy-50 px-3 py-2">
      <Volume2 aria-hidden="true" className="size-5 text-navy-700" />
      {state === "playing" ? (
        <button type="button" onClick={onPause} className={BUTTON} aria-label={t("listen.pauseLabel", thing)}>
          <Pause aria-hidden="true" className="size-4" />
          {t("listen.pause")}
        </button>
      ) : (
        <button
          type="button"
          onClick={() => void onPlay()}
          disabled={state === "preparing"}
          className={BUTTON}
          aria-label={t(state === "paused" ? "listen.resumeLabel" : state === "preparing" ? "listen.preparingLabel" : "listen.listenLabel", thing)}
        >
          <Play aria-hidden="true" className="size-4" />
          {t(state === "paused" ? "listen.resume" : state === "preparing" ? "listen.preparing" : "listen.listen")}
        </button>
      )}
      {state !== "idle" ? (
        <button type="button" onClick={stop} className={BUTTON} aria-label={t("listen.stopLabel", thing)}>
          <Square aria-hidden="true" className="size-4" />
          {t("listen.stop")}
        </button>
      ) : null}
      <label htmlFor={speedId} className="ml-auto text-sm font-medium text-navy-800">
        {t("listen.speed")}
      </label>
      <select
        id={speedId}
        value={rate}
        onChange={(event) => onSpeed(Number(event.currentTarget.value))}
        className="min-h-11 rounded-lg border border-navy-300 bg-white px-2 text-sm text-navy-950"
      >
        {READING_SPEEDS.map((speed) => (
          <option key={speed.rate} value={speed.rate}>
            {t(speed.label)}
          </option>
        ))}
      </select>
    </div>
  );
}

const BUTTON =
  "inline-flex min-h-11 items-center gap-1.5 rounded-full bg-navy-950 px-4 text-sm font-semibold text-white hover:bg-navy-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-500";

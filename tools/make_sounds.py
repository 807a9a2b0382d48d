#!/usr/bin/env python3
"""Synthesize the table's sound effects into resources/sounds/*.wav (run after editing one).

    python tools/make_sounds.py [folder]

Every sound is computed here from sine waves and seeded noise (standard library only:
`wave`, `math`, `random`): no recording, no sample library, so the files carry the project's
own licence (resources/sounds/README.md). Mono, 16-bit, 22 050 Hz, each well under a second,
so the files stay below the 300 KB the issue allows together. The noise is seeded, so running
the script again writes the same sounds.

What each one is meant to evoke:
  deal     four quick card flicks              play    one card laid on the felt
  draw     a card slid off the stock           shuffle a riffle, clicks speeding up
  win      a rising pentatonic bell phrase     loss    a slow falling pair of soft tones
  hit      the crack of a bat (九局對決)         out     a dull glove thud (九局對決)
  heaven   a gong-like shimmer (天地人's heaven hand)
and the moments worth seeing (gui/table/moments.py), each short enough for all of them to
stay under 300 KB together:
  boom     a bomb's low thump and crackle (天地人's 无人机, 超级无人机)
  whoosh   a rising rush of air (天地人's 飞船)
  alarm    two quick warning tones (九九's total at 99)
  cheer    a bat's crack and a rising shout of noise (九局對決's home run, walk-off)
  fanfare  three bright rising notes (九尊's 大勝方)
  crack    a sharp split and a falling tone (九尊's lost 王)
"""
from __future__ import annotations

import math
import random
import struct
import sys
import wave
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RATE = 22050
PEAK = 0.8            # of full scale: loud enough, never clipping after mixing

# The pentatonic scale of Chinese music (宮 商 角 徵 羽) on C5, in Hz.
GONG, SHANG, JIAO, ZHI, YU = 523.25, 587.33, 659.26, 783.99, 880.00


def silence(seconds: float) -> list[float]:
    return [0.0] * int(RATE * seconds)


def mix(into: list[float], sound: list[float], at: float, gain: float = 1.0) -> list[float]:
    """Add `sound` into `into` starting at `at` seconds (growing `into` as needed)."""
    start = int(at * RATE)
    if len(into) < start + len(sound):
        into.extend([0.0] * (start + len(sound) - len(into)))
    for i, value in enumerate(sound):
        into[start + i] += gain * value
    return into


def noise_burst(seconds: float, decay: float, smooth: float, rng: random.Random) -> list[float]:
    """Noise under an exponential decay, low-passed by `smooth` (0 = bright, 0.95 = dull):
    the sound of paper or card against cloth."""
    out, last = [], 0.0
    for i in range(int(RATE * seconds)):
        last = smooth * last + (1 - smooth) * rng.uniform(-1, 1)
        out.append(last * math.exp(-i / (decay * RATE)))
    return out


def tone(freq: float, seconds: float, decay: float, partials=((1, 1.0),), attack: float = 0.004
         ) -> list[float]:
    """A struck tone: sine partials (ratio, weight) under a short attack and an exponential decay."""
    out = []
    for i in range(int(RATE * seconds)):
        t = i / RATE
        envelope = min(1.0, t / attack) * math.exp(-t / decay)
        out.append(envelope * sum(w * math.sin(2 * math.pi * freq * r * t) for r, w in partials))
    return out


def bell(freq: float, seconds: float, decay: float) -> list[float]:
    return tone(freq, seconds, decay, ((1, 1.0), (2.0, 0.35), (3.01, 0.12)))


def deal(rng: random.Random) -> list[float]:
    out = silence(0.0)
    for k in range(4):
        mix(out, noise_burst(0.05, 0.012, 0.55, rng), 0.075 * k, 0.9 - 0.1 * k)
    return out


def play(rng: random.Random) -> list[float]:
    out = noise_burst(0.12, 0.018, 0.45, rng)
    return mix(out, tone(140, 0.12, 0.03), 0.0, 0.6)


def draw(rng: random.Random) -> list[float]:
    out, last = [], 0.0
    n = int(RATE * 0.2)
    for i in range(n):
        last = 0.8 * last + 0.2 * rng.uniform(-1, 1)
        out.append(last * math.sin(math.pi * i / n) ** 2)   # swells and fades: a slide
    return out


def shuffle(rng: random.Random) -> list[float]:
    out, at, gap = silence(0.0), 0.0, 0.045
    while at < 0.55:
        mix(out, noise_burst(0.02, 0.004, 0.3, rng), at, rng.uniform(0.5, 0.9))
        at += gap
        gap = max(0.012, gap * 0.9)
    return out


def win(rng: random.Random) -> list[float]:
    out = silence(0.0)
    for k, freq in enumerate((GONG, JIAO, ZHI, YU, 2 * GONG)):
        mix(out, bell(freq, 0.7 if k == 4 else 0.35, 0.3 if k == 4 else 0.12), 0.11 * k, 0.5)
    return out


def loss(rng: random.Random) -> list[float]:
    out = mix(silence(0.0), bell(ZHI / 2, 0.35, 0.15), 0.0, 0.5)
    return mix(out, bell(JIAO / 2, 0.55, 0.22), 0.25, 0.5)


def hit(rng: random.Random) -> list[float]:
    out = noise_burst(0.06, 0.006, 0.0, rng)
    return mix(out, tone(1250, 0.25, 0.05, ((1, 1.0), (2.7, 0.3)), attack=0.001), 0.0, 0.5)


def out_(rng: random.Random) -> list[float]:
    thud = tone(85, 0.22, 0.05, ((1, 1.0), (2.1, 0.2)))
    return mix(thud, noise_burst(0.08, 0.02, 0.9, rng), 0.0, 0.8)


def heaven(rng: random.Random) -> list[float]:
    gong = tone(196, 1.1, 0.45, ((1, 1.0), (1.48, 0.5), (2.03, 0.35), (2.74, 0.25), (3.9, 0.12)),
                attack=0.01)
    shimmer = silence(0.0)
    for k, freq in enumerate((2 * ZHI, 2 * YU, 4 * GONG)):
        mix(shimmer, tone(freq, 0.5, 0.18), 0.15 + 0.08 * k, 0.15)
    return mix(gong, shimmer, 0.0)


def boom(rng: random.Random) -> list[float]:
    out = []
    for i in range(int(RATE * 0.4)):            # a falling low sine: the thump
        t = i / RATE
        out.append(math.exp(-t / 0.11) * math.sin(2 * math.pi * (70 - 50 * t) * t))
    mix(out, noise_burst(0.32, 0.08, 0.6, rng), 0.0, 0.7)
    for k in range(5):                          # and its crackle
        mix(out, noise_burst(0.02, 0.005, 0.1, rng), 0.06 + 0.05 * k, 0.35)
    return out


def whoosh(rng: random.Random) -> list[float]:
    out, last, n = [], 0.0, int(RATE * 0.34)
    for i in range(n):
        smooth = 0.95 - 0.6 * i / n             # the noise brightens as it climbs
        last = smooth * last + (1 - smooth) * rng.uniform(-1, 1)
        out.append(last * math.sin(math.pi * i / n) ** 1.5)
    return out


def alarm(rng: random.Random) -> list[float]:
    out = silence(0.0)
    for k in range(2):
        mix(out, tone(988, 0.12, 0.2, ((1, 1.0), (3, 0.25))), 0.15 * k, 0.5)
    return out


def cheer(rng: random.Random) -> list[float]:
    out = hit(rng)
    rise, last, n = [], 0.0, int(RATE * 0.3)
    for i in range(n):
        last = 0.7 * last + 0.3 * rng.uniform(-1, 1)
        rise.append(last * math.sin(math.pi * i / n) * (0.4 + 0.6 * i / n))
    return mix(out, rise, 0.05, 0.8)


def fanfare(rng: random.Random) -> list[float]:
    out = silence(0.0)
    for k, freq in enumerate((GONG, ZHI, 2 * GONG)):
        mix(out, tone(freq, 0.3 if k == 2 else 0.12, 0.12, ((1, 1.0), (2, 0.5), (3, 0.25))),
            0.08 * k, 0.45)
    return out


def crack(rng: random.Random) -> list[float]:
    out = noise_burst(0.05, 0.008, 0.0, rng)
    fall = []
    for i in range(int(RATE * 0.22)):
        t = i / RATE
        fall.append(math.exp(-t / 0.08) * math.sin(2 * math.pi * (420 - 900 * t) * t))
    return mix(out, fall, 0.02, 0.7)


SOUNDS = {"deal": deal, "play": play, "draw": draw, "shuffle": shuffle, "win": win,
          "loss": loss, "hit": hit, "out": out_, "heaven": heaven,
          "boom": boom, "whoosh": whoosh, "alarm": alarm, "cheer": cheer, "fanfare": fanfare,
          "crack": crack}


def write_wav(path: Path, samples: list[float]) -> None:
    """Normalised to PEAK, faded in over 1 ms and out over 5 ms (no clicks), 16-bit mono."""
    top = max((abs(s) for s in samples), default=0.0) or 1.0
    fade_in, fade_out = int(RATE * 0.001), int(RATE * 0.005)
    n = len(samples)
    frames = bytearray()
    for i, value in enumerate(samples):
        edge = min(1.0, i / fade_in, (n - 1 - i) / fade_out)
        frames += struct.pack("<h", int(round(32767 * PEAK * edge * value / top)))
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(bytes(frames))


def main(argv: list[str]) -> int:
    folder = Path(argv[1]) if len(argv) > 1 else ROOT / "resources" / "sounds"
    folder.mkdir(parents=True, exist_ok=True)
    total = 0
    for index, (name, make) in enumerate(SOUNDS.items()):
        path = folder / f"{name}.wav"
        write_wav(path, make(random.Random(index + 1)))
        total += path.stat().st_size
        print(f"{path.name:12} {path.stat().st_size:7,} bytes")
    print(f"{'together':12} {total:7,} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))

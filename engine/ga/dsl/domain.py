"""The DSL's domain closures: what each computes from its inputs, at the pin and at 6baf32e.

Follows, at the pin (snapshot c781df5c), `Common/GA.Business.DSL/Closures/BuiltinClosures/DomainClosures.fs`:
the note helpers (10-51: a root's pitch class from its letter and accidental, and a pitch class
named from the sharp or the flat row, flats for a root written with a flat and for F), the
interval names (78-83), the triads of the natural scales (104-116), and the closures parseChord
(121-137), transposeChord (140-165), diatonicChords (168-196), chordIntervals (199-227),
relativeKey (230-253), analyzeProgression (279-336: roots only, `List.maxBy` over score × 2 plus
one for the first chord's root, first of equal values, each root's major key before its minor),
progressionCompletion (624-694), queryChords (358-422), projectChord (425-486), commonTones
(489-531: shared notes named by `conventionalKeyName`, flats for pitch classes 1, 3, 8, 10) and
chordSubstitutions (535-621); `TabClosures.fs` 81-101 (tab.generateChord). The other tab closures
(ASCII tab and VexTab parsers, a file lookup) are not modelled.

At 6baf32e (not in the snapshot; the course compiles it, lessons 13 and 14), inferred from
lesson 13's page (main's romanFor, 353-374, quoted; the confidence counted by IsChordDiatonic,
421-424), the branch `fix/key-detection-cadences-…` at 09fbe51f (analyzeProgression on
KeyIdentificationService) and the outputs: analyzeProgression takes the first key of 6baf32e's
`Identify` over the tokens as written, its numeral's degree from the key's natural scale and its
case and sign from the chord, "?" off the scale; the confidence counts the tokens IsChordDiatonic
accepts. Interval names say "d5" for six semitones where the pin says "TT" (lesson 14: the only
difference its runs show; whether a chord's #11 would still be "d5" no output settles).
progressionCompletion's key at 6baf32e is taken the same way as analyzeProgression's (no output
shows it).
"""
from __future__ import annotations

import re
from typing import Callable, Mapping

from ...music.pitch_class import FLAT_NAMES, OCTAVE, SHARP_NAMES
from ...music.spelling import NATURALS
from ..routing.responses import NotModelled
from ..tonal import key_identification as keys
from .chords import (AUGMENTED, DIMINISHED, DOMINANT, DOUBLE_FLAT, DOUBLE_SHARP, FLAT, MAJOR, MINOR, NATURAL, SHARP,
                     SUSPENDED, Alteration, ChordAst, Extension, Omission, parse, render)
from .registry import GaError

PIN, V6BAF32E = keys.PIN, keys.V6BAF32E
Inputs = Mapping[str, object]
Value = str | tuple[str, ...]  # a closure's Ok value: a string, or a string[]
ACCIDENTAL_SEMITONES = {NATURAL: 0, SHARP: 1, DOUBLE_SHARP: 2, FLAT: -1, DOUBLE_FLAT: -2}
INTERVAL_NAMES = {0: "P1", 1: "m2", 2: "M2", 3: "m3", 4: "M3", 5: "P4", 6: "TT", 7: "P5", 8: "m6", 9: "M6",
                  10: "m7", 11: "M7", 14: "M9", 15: "m10", 17: "P11", 21: "M13"}
SIX_SEMITONES_AT_6BAF32E = "d5"
BASE_INTERVALS = {None: (0, 4, 7), MAJOR: (0, 4, 7), MINOR: (0, 3, 7), DIMINISHED: (0, 3, 6), AUGMENTED: (0, 4, 8),
                  DOMINANT: (0, 4, 7, 10), SUSPENDED: (0, 5, 7)}
EXTENSION_SEMITONES = {"7": 10, "maj7": 11, "9": 14, "maj9": 14, "11": 17, "13": 21}
MAJOR_PATTERN = ((0, None), (2, MINOR), (4, MINOR), (5, None), (7, None), (9, MINOR), (11, DIMINISHED))
MINOR_PATTERN = ((0, MINOR), (2, DIMINISHED), (3, None), (5, MINOR), (7, MINOR), (8, None), (10, None))
SUFFIX = {None: "", MAJOR: "", MINOR: "m", DIMINISHED: "dim", AUGMENTED: "aug", SUSPENDED: "sus", DOMINANT: "7"}
MINOR_WORDS = ("minor", "aeolian", "natural minor")  # diatonicChords, relativeKey, queryChords (184-185)
MAJOR_OFFSETS, MINOR_OFFSETS = (0, 2, 4, 5, 7, 9, 11), (0, 2, 3, 5, 7, 8, 10)
MAJOR_ROMANS, MINOR_ROMANS = ("I", "ii", "iii", "IV", "V", "vi", "vii°"), ("i", "ii°", "III", "iv", "v", "VI", "VII")
ROMAN_DIGITS = ("I", "II", "III", "IV", "V", "VI", "VII")  # 6baf32e's romanFor
TOKEN_SEPARATORS = " ,\t"


# ---- the note helpers (lines 10-51, 262-266)

def letter_semitones(letter: str) -> int:
    """noteToSemitone: a natural's pitch class; anything else counts as C."""
    return NATURALS["CDEFGAB".index(letter)] if len(letter) == 1 and letter in "CDEFGAB" else 0


def pitch_class(letter: str, accidental: str) -> int:
    return (letter_semitones(letter) + ACCIDENTAL_SEMITONES[accidental] + 120) % OCTAVE


def root_pc(ast: ChordAst) -> int:
    return pitch_class(ast.root, ast.root_accidental)


def prefer_flat(letter: str, accidental: str) -> bool:
    """A key spelled with flats: its root has a flat, or it is F."""
    if accidental in (FLAT, DOUBLE_FLAT):
        return True
    return accidental == NATURAL and letter == "F"


def names_for(use_flat: bool) -> tuple[str, ...]:
    return FLAT_NAMES if use_flat else SHARP_NAMES


def split_note(s: str) -> tuple[str, str]:
    """splitNoteAcc: "C#" -> ("C", Sharp), "Bb" -> ("B", Flat); a lone "b" is a letter."""
    if s.endswith("##"):
        return s[:-2], DOUBLE_SHARP
    if s.endswith("#"):
        return s[:-1], SHARP
    if s.endswith("bb"):
        return s[:-2], DOUBLE_FLAT
    if len(s) > 1 and s.endswith("b") and s[0] in "CDEFGAB":
        return s[:-1], FLAT
    return s, NATURAL


def normalize_root(s: str) -> str:
    """normalizeRoot: the first character upper-cased."""
    return s[:1].upper() + s[1:] if s else s


def conventional_name(pc: int) -> str:
    """conventionalKeyName: Db, Eb, Ab, Bb; sharps or naturals otherwise."""
    return FLAT_NAMES[pc] if pc in (1, 3, 8, 10) else SHARP_NAMES[pc]


def interval_name(semitones: int, at: str) -> str:
    if semitones == 6 and at == V6BAF32E:
        return SIX_SEMITONES_AT_6BAF32E
    return INTERVAL_NAMES.get(semitones, f"+{semitones}")


def chord_intervals(ast: ChordAst) -> list[int]:
    """The quality's triad and the extensions' semitones, in that order (repeats kept)."""
    extensions = [EXTENSION_SEMITONES[c.text] for c in ast.components
                  if isinstance(c, Extension) and c.text in EXTENSION_SEMITONES]
    return [*BASE_INTERVALS[ast.quality], *extensions]


def chord_pitch_classes(ast: ChordAst) -> list[int]:
    return [(root_pc(ast) + i) % OCTAVE for i in dict.fromkeys(chord_intervals(ast))]


def role(ast: ChordAst, pc: int, at: str) -> str:
    """The name of the first of the chord's intervals that lands on the pitch class, or "?"."""
    found = next((i for i in chord_intervals(ast) if (root_pc(ast) + i) % OCTAVE == pc), None)
    return "?" if found is None else interval_name(found, at)


def scale_pattern(scale: str, minor_words: tuple[str, ...] = MINOR_WORDS):
    return MINOR_PATTERN if scale.lower() in minor_words else MAJOR_PATTERN


def diatonic_symbols(key: str, scale: str, minor_words: tuple[str, ...] = MINOR_WORDS) -> list[str]:
    """The seven triads of a key as the closures write them: "C", "Dm", ..., "Bdim"."""
    letter, accidental = split_note(normalize_root(key))
    naming = names_for(prefer_flat(letter, accidental))
    tonic = pitch_class(letter, accidental)
    return [naming[(tonic + offset) % OCTAVE] + SUFFIX[quality] for offset, quality in scale_pattern(scale, minor_words)]


def tokens(chords: str) -> list[str]:
    """Split on space, comma or tab, empty pieces dropped.

    >>> tokens("C, Am\tF  G")
    ['C', 'Am', 'F', 'G']
    """
    return [t for t in re.split(f"[{TOKEN_SEPARATORS}]", chords) if t]


def missing(name: str) -> GaError:
    return GaError("DomainError", f"Missing '{name}' input")


def parse_error(source: str) -> GaError:
    # FParsec's message is not modelled: ga_dsl_eval cuts GaError's text to 16 characters ("ParseError [chor…").
    return GaError("ParseError", "(FParsec's message)", source)


# ---- the closures

def parse_chord(inputs: Inputs, at: str) -> Value | GaError:
    """domain.parseChord: the AST as compact JSON."""
    if "symbol" not in inputs:
        return missing("symbol")
    ast = parse(str(inputs["symbol"]))
    if ast is None:
        return parse_error("chord")
    return serialize(ast)


def serialize(ast: ChordAst) -> str:
    components = ",".join(f'"{component_json(c)}"' for c in ast.components)
    quality = "null" if ast.quality is None else f'"{ast.quality.lower()}"'
    bass = "null" if ast.bass is None else f'"{ast.bass[0]}{accidental_text(ast.bass[1])}"'
    return (f'{{"root":"{ast.root}{accidental_text(ast.root_accidental)}","quality":{quality},'
            f'"components":[{components}],"bass":{bass}}}')


def accidental_text(accidental: str) -> str:
    return {NATURAL: "", SHARP: "#", FLAT: "b", DOUBLE_SHARP: "##", DOUBLE_FLAT: "bb"}[accidental]


def component_json(component) -> str:
    if isinstance(component, Extension):
        return f"ext:{component.text}"
    if isinstance(component, Alteration):
        return f"alt:{accidental_text(component.accidental)}{component.degree}"
    if isinstance(component, Omission):
        return f"omit:{component.degree}"
    return "alt"


def transpose_chord(inputs: Inputs, at: str) -> Value | GaError:
    """domain.transposeChord: the root moved, named from the row the original root's spelling picks; the bass stays."""
    if "symbol" not in inputs:
        return missing("symbol")
    if "semitones" not in inputs:
        return missing("semitones")
    ast = parse(str(inputs["symbol"]))
    if ast is None:
        return parse_error("chord")
    semitones = int(inputs["semitones"])
    new_pc = (root_pc(ast) + semitones % OCTAVE + OCTAVE) % OCTAVE  # Python's % gives F#'s result here
    letter, accidental = split_note(names_for(prefer_flat(ast.root, ast.root_accidental))[new_pc])
    return render(ChordAst(letter, accidental, ast.quality, ast.components, ast.bass))


def diatonic_chords(inputs: Inputs, at: str) -> Value | GaError:
    """domain.diatonicChords: the key's seven triads, from the sharp or the flat row."""
    if "root" not in inputs:
        return missing("root")
    if "scale" not in inputs:
        return missing("scale")
    return tuple(diatonic_symbols(str(inputs["root"]), str(inputs["scale"])))


def chord_intervals_closure(inputs: Inputs, at: str) -> Value | GaError:
    """domain.chordIntervals: the interval names, distinct and ascending."""
    if "symbol" not in inputs:
        return missing("symbol")
    ast = parse(str(inputs["symbol"]))
    if ast is None:
        return parse_error("chord")
    return tuple(interval_name(i, at) for i in sorted(set(chord_intervals(ast))))


def relative_key(inputs: Inputs, at: str) -> Value | GaError:
    """domain.relativeKey: three semitones up from a minor key, nine from a major one."""
    if "root" not in inputs:
        return missing("root")
    if "scale" not in inputs:
        return missing("scale")
    letter, accidental = split_note(normalize_root(str(inputs["root"])))
    minor = str(inputs["scale"]).lower() in MINOR_WORDS
    offset, other = (3, "major") if minor else (9, "minor")
    pc = (pitch_class(letter, accidental) + offset) % OCTAVE
    return f"{names_for(prefer_flat(letter, accidental))[pc]} {other}"


def analyze_progression(inputs: Inputs, at: str) -> Value | GaError:
    """domain.analyzeProgression: "Key: C major  (confidence 4/4)", then the chords and their numerals in columns."""
    if "chords" not in inputs:
        return missing("chords")
    symbols = tokens(str(inputs["chords"]))
    parsed = [parse(s) for s in symbols]
    if not any(parsed):
        return GaError("DomainError", "Could not parse any chord symbols")
    if at == PIN:
        tonic, scale = pinned_key([root_pc(a) for a in parsed if a])
        offsets = MAJOR_OFFSETS if scale == "major" else MINOR_OFFSETS
        romans = MAJOR_ROMANS if scale == "major" else MINOR_ROMANS
        key_name = conventional_name(tonic)
        matches = sum(root_pc(a) in scale_pcs(tonic, offsets) for a in parsed if a)
        total = sum(a is not None for a in parsed)
        numerals = [pinned_numeral(tonic, offsets, romans, a) if a else "?" for a in parsed]
    else:
        candidates = keys.identify(symbols, V6BAF32E)
        if not candidates:
            return GaError("DomainError", "Could not identify key for the given chords")
        key_name, scale = candidates[0].key.split(" ")
        tonic = pitch_class(*split_note(key_name))
        offsets = MAJOR_OFFSETS if scale == "major" else MINOR_OFFSETS
        matches = sum(keys.is_chord_diatonic(candidates[0].key, s) for s in symbols)
        total = len(symbols)
        numerals = [main_numeral(tonic, offsets, a) if a else "?" for a in parsed]
    columns = [f"{s if a else '?':<6}" for s, a in zip(symbols, parsed)]
    return (f"Key: {key_name} {scale}  (confidence {matches}/{total})\n"
            + " ".join(columns) + "\n" + " ".join(f"{n:<6}" for n in numerals))


def scale_pcs(tonic: int, offsets: tuple[int, ...]) -> set[int]:
    return {(tonic + o) % OCTAVE for o in offsets}


def pinned_key(pcs: list[int]) -> tuple[int, str]:
    """The pin's key: each root's major then minor key, scored by roots in its scale, x2, +1 on the first root."""
    first = pcs[0]
    candidates = [(tonic, scale, offsets) for tonic in range(OCTAVE)
                  for scale, offsets in (("major", MAJOR_OFFSETS), ("minor", MINOR_OFFSETS))]
    tonic, scale, _ = max(candidates, key=lambda c: 2 * sum(pc in scale_pcs(c[0], c[2]) for pc in pcs)
                          + (c[0] == first))  # max keeps the first of equal values, as List.maxBy
    return tonic, scale


def pinned_numeral(tonic: int, offsets, romans, ast: ChordAst) -> str:
    """romanFor at the pin: the degree's numeral from the key's table, whatever the chord."""
    degree = next((i for i, o in enumerate(offsets) if (tonic + o) % OCTAVE == root_pc(ast)), None)
    return "?" if degree is None else romans[degree]


def main_numeral(tonic: int, offsets, ast: ChordAst) -> str:
    """romanFor at 6baf32e: the degree from the scale, the case and sign from the chord."""
    degree = next((i for i, o in enumerate(offsets) if (tonic + o) % OCTAVE == root_pc(ast)), None)
    if degree is None:
        return "?"
    digits = ROMAN_DIGITS[degree]
    half_diminished = any(c == Extension("m7b5") or (c == Alteration(FLAT, "5") and ast.quality == MINOR)
                          for c in ast.components)
    if half_diminished:
        return digits.lower() + "ø"
    return {MINOR: digits.lower(), DIMINISHED: digits.lower() + "°", AUGMENTED: digits + "+"}.get(ast.quality, digits)


def progression_completion(inputs: Inputs, at: str) -> Value | GaError:
    """domain.progressionCompletion: the key, then three cadences drawn from its triads."""
    if "chords" not in inputs:
        return missing("chords")
    symbols = tokens(str(inputs["chords"]))
    parsed = [parse(s) for s in symbols]
    if not any(parsed):
        return GaError("DomainError", "Could not parse any chord symbols")
    if at == PIN:
        tonic, scale = pinned_key([root_pc(a) for a in parsed if a])
    else:
        candidates = keys.identify(symbols, V6BAF32E)
        if not candidates:
            return GaError("DomainError", "Could not identify key for the given chords")
        name, scale = candidates[0].key.split(" ")
        tonic = pitch_class(*split_note(name))
    offsets = MAJOR_OFFSETS if scale == "major" else MINOR_OFFSETS
    qualities = [SUFFIX[q] for _, q in (MAJOR_PATTERN if scale == "major" else MINOR_PATTERN)]

    def at_degree(i: int) -> str:
        return conventional_name((tonic + offsets[i]) % OCTAVE) + qualities[i]

    if scale == "minor":
        v7, bvii, iv = conventional_name((tonic + 7) % OCTAVE) + "7", conventional_name((tonic + 10) % OCTAVE), at_degree(3)
        lines = [f"  1. {v7:<12} → authentic cadence (V7 → i)", f"  2. {bvii:<12} → half cadence (♭VII → i loop)",
                 f"  3. {iv + ' ' + v7:<12} → iv–V7–i turnaround"]
    else:
        v, iv, ii = at_degree(4), at_degree(3), at_degree(1)
        lines = [f"  1. {v:<12} → authentic cadence (V → I)", f"  2. {iv:<12} → plagal cadence (IV → I)",
                 f"  3. {ii + ' ' + v:<12} → ii–V–I approach"]
    key_name = conventional_name(tonic) if at == PIN else name
    return (f"Progression: {' – '.join(symbols)}  (key: {key_name} {scale})\n\nSuggested completions:\n"
            + "\n".join(lines))


def query_chords(inputs: Inputs, at: str) -> Value | GaError:
    """domain.queryChords: the key's "degree=chord" pairs that pass the optional filters."""
    if "key" not in inputs:
        return missing("key")
    if "scale" not in inputs:
        return missing("scale")
    scale = str(inputs["scale"]).lower()
    romans = MINOR_ROMANS if scale in MINOR_WORDS else MAJOR_ROMANS
    symbols = diatonic_symbols(str(inputs["key"]), scale)
    pattern = scale_pattern(scale)
    quality = str(inputs["quality"]).lower() if "quality" in inputs else None
    interval = str(inputs["hasInterval"]).upper() if "hasInterval" in inputs else None
    degree = str(inputs["degree"]).upper() if "degree" in inputs else None
    by_name = {v: k for k, v in INTERVAL_NAMES.items() if v != "m10"}  # intervalSemitone (341-346) has no m10
    found = []
    for roman, symbol, (_offset, q) in zip(romans, symbols, pattern):
        quality_ok = {None: True, "major": q in (None, MAJOR), "minor": q == MINOR, "diminished": q == DIMINISHED,
                      "augmented": q == AUGMENTED, "dominant": q == DOMINANT}.get(quality, True)
        interval_ok = interval is None or (interval in by_name and by_name[interval] in BASE_INTERVALS[q])
        degree_ok = degree is None or roman.upper() == degree
        if quality_ok and interval_ok and degree_ok:
            found.append(f"{roman}={symbol}")
    return tuple(found)


def project_chord(inputs: Inputs, at: str) -> Value | GaError:
    """domain.projectChord: the fields asked for, "name=value", two spaces apart."""
    if "symbol" not in inputs:
        return missing("symbol")
    if "fields" not in inputs:
        return missing("fields")
    ast = parse(str(inputs["symbol"]))
    if ast is None:
        return parse_error("chord")
    values = {
        "root": ast.root + accidental_text(ast.root_accidental),
        "quality": {None: "major"}.get(ast.quality, (ast.quality or "").lower()),
        "components": "[" + ",".join(project_component(c) for c in ast.components) + "]",
        "bass": "none" if ast.bass is None else ast.bass[0] + accidental_text(ast.bass[1]),
        "intervals": " ".join(interval_name(i, at) for i in sorted(set(chord_intervals(ast)))),
        "pc": str(root_pc(ast)),
    }
    fields = [f for f in str(inputs["fields"]).replace(",", " ").split(" ") if f]
    return "  ".join(f"{f.lower()}={values[f.lower()]}" if f.lower() in values else f"{f.lower()}=?" for f in fields)


def project_component(component) -> str:
    if isinstance(component, Extension):
        return component.text
    if isinstance(component, Alteration):
        return accidental_text(component.accidental) + component.degree
    if isinstance(component, Omission):
        return f"omit{component.degree}"
    return "alt"


def common_tones(inputs: Inputs, at: str) -> Value | GaError:
    """domain.commonTones: the shared notes, each with its interval in both chords."""
    if "chord1" not in inputs:
        return missing("chord1")
    if "chord2" not in inputs:
        return missing("chord2")
    c1, c2 = str(inputs["chord1"]), str(inputs["chord2"])
    a, b = parse(c1), parse(c2)
    if a is None:
        return parse_error("chord1")
    if b is None:
        return parse_error("chord2")
    shared = [pc for pc in chord_pitch_classes(a) if pc in chord_pitch_classes(b)]
    if not shared:
        return f"{c1} and {c2} share no common tones"
    described = [f"{conventional_name(pc)} ({role(a, pc, at)} in {c1}, {role(b, pc, at)} in {c2})" for pc in shared]
    return f"Common tones ({len(shared)}):\n  " + "\n  ".join(described)


def chord_substitutions(inputs: Inputs, at: str) -> Value | GaError:
    """domain.chordSubstitutions: the key's triads sharing a note with the chord, most shared first; a tritone sub."""
    if "symbol" not in inputs:
        return missing("symbol")
    symbol = str(inputs["symbol"])
    target = parse(symbol)
    if target is None:
        return parse_error("chord")
    key = str(inputs["key"]) if "key" in inputs else target.root
    scale = str(inputs["scale"]) if "scale" in inputs else "major"
    target_pcs = chord_pitch_classes(target)
    found = []
    for candidate in diatonic_symbols(key, scale, ("minor", "aeolian")):
        other = parse(candidate)
        if other is None or (root_pc(other) == root_pc(target) and other.quality == target.quality):
            continue  # the chord itself
        shared = [pc for pc in target_pcs if pc in chord_pitch_classes(other)]
        if shared:
            notes = " ".join(f"{conventional_name(pc)}({role(target, pc, at)}/{role(other, pc, at)})" for pc in shared)
            found.append((candidate, len(shared), notes))
    found.sort(key=lambda row: -row[1])  # List.sortByDescending is stable
    stars = {3: "★★★", 2: "★★ ", 1: "★  "}
    lines = [f"  {stars[min(n, 3)]} {c:<6} — {n} shared: {notes}" for c, n, notes in found]
    intervals = chord_intervals(target)
    tritone = []
    if 4 in intervals and 10 in intervals:  # a major third and a minor seventh
        sub = FLAT_NAMES[(root_pc(target) + 6) % OCTAVE] + "7"
        tritone = [f"  ◈  {sub:<6} — tritone sub (shares guide tones enharmonically)"]
    body = lines or ["  (no diatonic substitutions found)"]
    return "\n".join([f"Substitutions for {symbol} in key of {key} {scale}:", *body, *tritone])


def generate_chord(inputs: Inputs, at: str) -> Value | GaError:
    """tab.generateChord: a one-bar VexTab scaffold with the symbol as text."""
    if "symbol" not in inputs:
        return missing("symbol")
    symbol = str(inputs["symbol"]).strip()
    return "\n".join(["options scale=1.0 space=20", "tabstave notation=true", "notes :w ## | =|=", f"text :w {symbol}"])


EXECUTE: dict[str, Callable[[Inputs, str], Value | GaError]] = {
    "domain.parseChord": parse_chord,
    "domain.transposeChord": transpose_chord,
    "domain.diatonicChords": diatonic_chords,
    "domain.chordIntervals": chord_intervals_closure,
    "domain.relativeKey": relative_key,
    "domain.analyzeProgression": analyze_progression,
    "domain.progressionCompletion": progression_completion,
    "domain.queryChords": query_chords,
    "domain.projectChord": project_chord,
    "domain.commonTones": common_tones,
    "domain.chordSubstitutions": chord_substitutions,
    "tab.generateChord": generate_chord,
}


def execute(name: str, inputs: Inputs, at: str = PIN) -> Value | GaError:
    """The closure's Exec: its Ok value, or its GaError."""
    if name not in EXECUTE:
        raise NotModelled(f"the closure {name} (inputs {dict(inputs)!r})")
    return EXECUTE[name](inputs, at)

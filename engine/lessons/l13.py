"""Lesson 13, "What the progression analysis answers": domain.analyzeProgression at the pin and at GA 6baf32e.

The chatbot's progression-analysis skill is a draft waiting for a tool; the DSL closure it would
need already answers through ga_dsl_eval. The probe (the course's Lesson13.cs) shows what the DSL
tools list for it, asks it the draft's four examples, eight textbook progressions in the 30 keys
and six with chords from outside the natural scale, through ga_dsl_eval at the pin and as
6baf32e's closure runs, then asks 6baf32e's KeyIdentificationService what the closure builds on.
GA is asked at the pin only; 6baf32e is a column inside it.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from ..ga.dsl.domain import execute
from ..ga.dsl.registry import GaError
from ..ga.mcp.dsl_eval import eval_closure, get_closure_schema, list_closures
from ..ga.tonal.key_identification import PIN, V6BAF32E, identify, is_chord_diatonic
from ..music.keys import MAJOR, MINOR, Key, usual_keys
from ..music.chord_tones import spelled
from ..music.spelling import note_pc
from ..pictures.drawings import analysis
from ..table import Cell, Column, ForReader, Join, Quote, Table, grid, per, phrase
from .l11 import VERSIONS, named, symbols
from .names import key_name, note_name, signs

TITLE = "What the progression analysis answers"
REVISIONS = ("pin",)
CLOSURE = "domain.analyzeProgression"
DRAFT = "skills-dev/_pending-tools/progression-analysis/DRAFT.md"
DRAFT_EXAMPLES = (  # the draft's four phrasings (DRAFT.md lines 51-54) and what it says the tool returns
    ("C Am F G", "C major, I vi IV V"), ("Dm7 G7 Cmaj7", "C major, ii V I"), ("D A Bm G", "D major, I V vi IV"),
    ("Fm Bbm C7 Fm", "F minor, i iv V i"),
)
PROGRESSIONS = (  # name, mode, (degree from 0, suffix, raised to the leading tone), the textbook's numerals
    ("I IV V I", MAJOR, ((0, "", False), (3, "", False), (4, "", False), (0, "", False)), "I IV V I"),
    ("IV V I", MAJOR, ((3, "", False), (4, "", False), (0, "", False)), "IV V I"),
    ("I vi IV V", MAJOR, ((0, "", False), (5, "m", False), (3, "", False), (4, "", False)), "I vi IV V"),
    ("ii7 V7 Imaj7", MAJOR, ((1, "m7", False), (4, "7", False), (0, "maj7", False)), "ii V I"),
    ("i iv V i", MINOR, ((0, "m", False), (3, "m", False), (4, "", False), (0, "m", False)), "i iv V i"),
    ("i iv v i", MINOR, ((0, "m", False), (3, "m", False), (4, "m", False), (0, "m", False)), "i iv v i"),
    ("iiø7 V7 i", MINOR, ((1, "m7b5", False), (4, "7", False), (0, "m", False)), "iiø V i"),
    ("i iv vii°7 i", MINOR, ((0, "m", False), (3, "m", False), (6, "dim7", True), (0, "m", False)), "i iv vii° i"),
)
SHOWN = (("IV V I", "Bb major"), ("ii7 V7 Imaj7", "Gb major"), ("i iv v i", "G# minor"), ("i iv vii°7 i", "D minor"))
OUTSIDE = (  # chords from the parallel minor or the harmonic minor, and how the textbook reads them
    ("C Ab G C", "C major, I bVI V I"), ("C Eb F C", "C major, I bIII IV I"), ("C Bb F C", "C major, I bVII IV I"),
    ("C Ab Bb C", "C major, I bVI bVII I"), ("Am G#dim7 Am", "A minor, i vii° i"), ("Bm7b5 E7 Am", "A minor, iiø V i"),
)
IDENTIFIED = ("C Bb F C", "C Ab Bb C")  # the two where 6baf32e moves the key: what Identify ranks first
DIATONIC_CHECKS = (("A minor", ("Am", "Bdim", "Bm7b5", "E", "E7", "G#dim7")),
                   ("G# minor", ("G#m", "D#7", "F#", "F##dim7")))  # G# minor's leading tone is F double sharp
PICTURED = "C Ab G C"  # borrowed bVI: the numerals each version writes
SAME, ENHARMONIC, NUMERALS, OTHER_KEY = "=", "e", "n", "x"
MODE_LABEL = {MAJOR: "major keys", MINOR: "minor keys"}
LEGEND = ("= the textbook key, spelled as the question, and the textbook numerals; e the same key under its enharmonic "
          "name, the textbook numerals; n the key, other numerals; x another key")


@dataclass(frozen=True)
class Analysis:
    """The closure's three lines, read as the course reads them: the key, the confidence, the numerals."""

    text: str
    key: str  # "C major"
    confidence: str  # "3/4"
    numerals: tuple[str, ...]

    @property
    def complete(self) -> bool:
        count, total = self.confidence.split("/")
        return count == total


def read(text: str) -> Analysis:
    """Lesson13.cs's Read: after "Key: " up to "  (confidence ", the count, the third line's numerals."""
    lines = text.split("\n")
    head = lines[0][len("Key: "):]
    open_at = head.index("  (confidence ")
    return Analysis(text, head[:open_at], head[open_at + len("  (confidence "):-1],
                    tuple(t for t in lines[2].split(" ") if t))


@dataclass(frozen=True)
class Lesson13:
    """analyzeProgression through ga_dsl_eval at the pin, and 6baf32e's closure run directly."""

    at: str

    def analyze(self, version: str, chords: str) -> str:
        if version == PIN:
            return eval_closure(CLOSURE, {"chords": chords}).answer
        result = execute(CLOSURE, {"chords": chords}, V6BAF32E)
        return f"error: {result}" if isinstance(result, GaError) else result


def model(at: str) -> Lesson13:
    return Lesson13(at)


def shown_answer(label: str, text: str) -> list:
    """The program's lines for one answer: the version before the first line, the others indented under it.

    A reader gets one line: the key line quoted, then each chord with its numeral (the program's two
    columns, which a narrow screen would not keep aligned).
    """
    first, *rest = text.split("\n")
    printed = [phrase("  {version}  {line}", version=label, line=Quote(first)),
               *(phrase("           {line}", line=Quote(line.rstrip())) for line in rest)]
    if len(rest) != 2:
        return printed
    pairs = Join(", ", tuple(f"{chord} ({numeral})" for chord, numeral in zip(rest[0].split(), rest[1].split())))
    read = phrase("{version}: {key}; numerals: {pairs}", version=label, key=Quote(first), pairs=pairs)
    return [ForReader(printed[0], read), *(ForReader(line, "") for line in printed[1:])]


def what_the_model_is_shown(ga: Lesson13) -> Table:
    "What ga_dsl_list_closures and ga_dsl_get_closure_schema show a model about the closure."
    listed = list_closures()
    entry = next(c for c in listed if c.name == CLOSURE)
    schema = get_closure_schema(CLOSURE)
    parts = [phrase("{closures} closures listed, among them {name} ({category}): {description}", closures=len(listed),
                    name=entry.name, category=entry.category, description=entry.description),
             *(phrase("input  {name}: {type}", name=name, type=declared) for name, declared in schema.input_schema),
             phrase("output {type}", type=schema.output_type)]
    figures = {"closures": len(listed), "inputs": len(schema.input_schema), "category": entry.category}
    return Table("What ga_dsl_list_closures and ga_dsl_get_closure_schema show the model", parts, figures)


def draft_examples(ga: Lesson13) -> Table:
    "The draft's four examples, with the key and numerals it expects, against what each version answers."
    parts, figures = [], {}
    for chords, expected in DRAFT_EXAMPLES:
        parts.append(phrase('"{chords}": the draft expects {expected}', chords=symbols(chords.split(" ")),
                            expected=Quote(expected)))
        for label, version in VERSIONS:
            answer = read(ga.analyze(version, chords))
            parts += shown_answer(label, answer.text)
            figures |= per(f"{slug(chords)}.{version}", key=answer.key, numerals=" ".join(answer.numerals),
                           as_drafted=f"{answer.key}, {' '.join(answer.numerals)}" == expected)
    for _label, version in VERSIONS:
        figures[f"{named(version)}_as_drafted"] = sum(figures[f"{slug(c)}.{version}.as_drafted"]
                                                      for c, _ in DRAFT_EXAMPLES)
    jazz = DRAFT_EXAMPLES[1][0]  # the jazz ii-V-I: the pin reads D minor from its roots
    drawn = [(label, figures[f"{slug(jazz)}.{version}.key"], figures[f"{slug(jazz)}.{version}.numerals"].split(" "),
              off_key(jazz.split(" "), figures[f"{slug(jazz)}.{version}.key"])) for label, version in VERSIONS]
    return Table(phrase("The four examples of {draft}", draft=DRAFT), parts, figures,
                 {"jazz": analysis(jazz.split(" "), drawn)})


def textbook_reading(reading: str) -> Cell:
    """The textbook's key and numerals, "C major, I bVI V I": the key in the reader's language, the numerals with ♭."""
    key, numerals = reading.split(", ")
    return phrase("{key}, {numerals}", key=key_name(*key.split(" ")), numerals=ForReader(numerals, signs(numerals)))


def textbook_chords(tonic: str, mode: str, steps) -> str:
    """The progression in a key as the textbook spells it; the leading tone raised on its own letter."""
    notes = Key(tonic, mode).notes
    return " ".join((raised(notes[d]) if up else notes[d]) + suffix for d, suffix, up in steps)


def raised(note: str) -> str:
    """A degree a semitone up on its letter: G to G#, Bb to B, F# to F##."""
    return note[:-1] if note.endswith("b") else note + "#"


def grade(answer: Analysis, key: str, numerals: str) -> str:
    tonic, mode = answer.key.split(" ")
    wanted_tonic, wanted_mode = key.split(" ")
    if mode != wanted_mode or note_pc(tonic) != note_pc(wanted_tonic):
        return OTHER_KEY
    if " ".join(answer.numerals) != numerals:
        return NUMERALS
    return SAME if answer.key == key else ENHARMONIC


def textbook_progressions(ga: Lesson13) -> Table:
    "Eight textbook progressions in the 30 keys: the key and the numerals each version gives."
    parts, figures, shown = [], {}, []
    tally = {version: Counter() for _, version in VERSIONS}
    partial = []
    for mode in (MAJOR, MINOR):
        tonics = [k.tonic for k in usual_keys(mode)]
        rows = []
        for name, progression_mode, steps, numerals in PROGRESSIONS:
            if progression_mode != mode:
                continue
            for label, version in VERSIONS:
                marks = []
                for tonic in tonics:
                    chords, key = textbook_chords(tonic, mode, steps), f"{tonic} {mode}"
                    answer = read(ga.analyze(version, chords))
                    marks.append(grade(answer, key, numerals))
                    if not answer.complete:
                        partial.append((version, name))
                    if (name, key) in SHOWN:
                        figures |= per(f"{row(name)}.{slug(key)}.{version}", key=answer.key,
                                       confidence=answer.confidence, numerals=" ".join(answer.numerals))
                        if version == PIN:
                            shown.append(phrase('{key}, {progression}: "{chords}"', key=key_name(tonic, mode),
                                                progression=name, chords=symbols(chords.split(" "))))
                        shown.append(phrase("  {version}  Key: {key} ({confidence}), {numerals}", version=label,
                                            key=Quote(answer.key), confidence=answer.confidence,
                                            numerals=" ".join(answer.numerals)))
                rows.append((name, label, *marks))
                tally[version].update(marks)
                figures |= per(f"{row(name)}.{version}", same=marks.count(SAME), other_key=marks.count(OTHER_KEY),
                               below=sum(1 for at, n in partial if at == version and n == name))
        columns = [Column(MODE_LABEL[mode], 13), Column("", 8),
                   *(Column(phrase("{tonic}", tonic=t), 2, heading=note_name(t)) for t in tonics)]
        parts += ["", grid(columns, rows)]
    lines = []
    for label, version in VERSIONS:
        v = named(version)
        below = Counter(name for at, name in partial if at == version)
        figures |= {v: label, f"{v}_questions": sum(tally[version].values()), f"{v}_same": tally[version][SAME],
                    f"{v}_enharmonic": tally[version][ENHARMONIC], f"{v}_numerals": tally[version][NUMERALS],
                    f"{v}_other_key": tally[version][OTHER_KEY], f"{v}_below_count": sum(below.values())}
        lines.append(phrase("{version}: {questions} questions, = {same}, e {enharmonic}, n {numerals}, x {other}; "
                            "confidence below the chord count: {below}", version=label,
                            questions=figures[f"{v}_questions"], same=tally[version][SAME],
                            enharmonic=tally[version][ENHARMONIC], numerals=tally[version][NUMERALS],
                            other=tally[version][OTHER_KEY],
                            below=Join(", ", tuple(phrase("{progression} in {keys} keys", progression=n, keys=k)
                                                   for n, k in below.items())) if below else phrase("none")))
    legend = ["= the textbook key, spelled as the question, and the textbook numerals; e the same key under its",
              "enharmonic name, the textbook numerals; n the key, other numerals; x another key"]
    legend = [ForReader(legend[0], phrase(LEGEND)), ForReader(legend[1], "")]  # one sentence for a reader
    return Table(phrase("Eight textbook progressions in the {keys} keys", keys=30),
                 [*parts, "", *legend, *lines, "", *shown], figures)


def outside_the_scale(ga: Lesson13) -> Table:
    "Borrowed chords, the harmonic minor's V and vii°: each version's analysis, Identify's ranks, IsChordDiatonic."
    parts, figures, answers = [], {}, {}
    for chords, textbook in OUTSIDE:
        parts.append(phrase('"{chords}": the textbook reads {textbook}', chords=symbols(chords.split(" ")),
                            textbook=textbook_reading(textbook)))
        for label, version in VERSIONS:
            answer = read(ga.analyze(version, chords))
            answers[(chords, version)] = answer
            parts += shown_answer(label, answer.text)
            figures |= per(f"{slug(chords)}.{version}", key=answer.key, confidence=answer.confidence,
                           numerals=" ".join(answer.numerals))
    for chords in IDENTIFIED:
        ranked = identify(chords.split(" "), V6BAF32E)[:3]
        figures |= per(slug(chords), ranked=", ".join(f"{c.key} {c.match_count}/{c.total_chords}" for c in ranked))
        parts.append(phrase('KeyIdentificationService.Identify on main, "{chords}": {keys}', chords=symbols(chords.split(" ")),
                            keys=Join(", ", tuple(phrase("{key} {count}/{total}", key=Quote(c.key), count=c.match_count,
                                                         total=c.total_chords) for c in ranked))))
    for key, checked in DIATONIC_CHECKS:
        verdicts = [is_chord_diatonic(key, s) for s in checked]
        parts.append(phrase('KeyIdentificationService.IsChordDiatonic("{key}", ...) on main: {verdicts}', key=key,
                            verdicts=Join(", ", tuple(phrase("{chord} {yes}", chord=s, yes=v)
                                                      for s, v in zip(checked, verdicts)))))
        figures |= per(slug(key), diatonic=", ".join(s for s, v in zip(checked, verdicts) if v))
    pictured = [(label, answers[(PICTURED, version)].key, answers[(PICTURED, version)].numerals,
                 off_key(PICTURED.split(" "), answers[(PICTURED, version)].key)) for label, version in VERSIONS]
    return Table("Chords borrowed from the parallel minor, and the harmonic minor's V and vii°", parts, figures,
                 {"borrowed": analysis(PICTURED.split(" "), pictured)})


QUESTIONS = [what_the_model_is_shown, draft_examples, textbook_progressions, outside_the_scale]


def off_key(chords: list[str], key_name: str) -> list[bool]:
    """Whether each chord has a note outside the key's natural scale (the textbook's test, by pitch class)."""
    tonic, mode = key_name.split(" ")
    scale = {note_pc(n) for n in Key(tonic, mode).notes}
    return [any(note_pc(n) not in scale for n in spelled(chord)) for chord in chords]


def row(name: str) -> str:
    """A textbook progression in figure names, its numerals' case kept: "i iv V i" -> "i_iv_V_i", "i iv v i" -> "i_iv_v_i"."""
    return name.replace("°", "o").replace("ø", "hd").replace(" ", "_")


def slug(text: str) -> str:
    """Chords or a key in figure names: "C Ab G C" -> "c_ab_g_c", "G# minor" -> "gs_minor"."""
    return text.lower().replace("#", "s").replace("°", "o").replace("ø", "hd").replace(" ", "_")

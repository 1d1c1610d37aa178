"""Lesson 5, "The improvisation skill": ImprovisationSkill asked without a model, against chord–scale theory.

The probe (the course's Lesson5.cs) calls the skill directly with an extractor that throws, so the
single-chord path would stop the run: it prints the skill's answer to "which arpeggio fits Am F C G",
asks about seventeen chords on C in one run and checks each arpeggio and lead scale against the chord's
tones, then asks about seven progressions and compares each chord's lead scale with the textbook's
scale in the progression's key (`engine.music.chord_scale`). Every row is read from the answer's
Data.perChord, as the course reads it; the pin only.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..ga.routing.responses import AgentResponse
from ..ga.routing.skills.improvisation import ChordAnswer, chord_answers, course_extractor, execute
from ..music.chord_scale import Notes, chord_notes, keys_of, mode_name, pitch_classes, scale_notes, steps, textbook_scale
from ..music.keys import Key
from ..music.spelling import pretty
from ..pictures.drawings import chord_scales
from ..table import Cell, Drawing, ForReader, Join, Quote, Table, grid, per, phrase
from ..table import Notes as SpelledNotes
from .names import key_name, note_name

TITLE = "The improvisation skill"
REVISIONS = ("pin",)
FIRST_PROMPT = "which arpeggio fits Am F C G"
CHORDS = ("Cmaj7", "C7", "Cm7", "Cm7b5", "Cdim", "Cdim7", "Caug", "C6", "Cm6", "C7#11", "Cm7#5", "Cmaj7#5", "C7sus4",
          "CmMaj7", "Csus4", "Csus2", "C5")
CHORDS_PROMPT = "arpeggios over {chords}"
PROGRESSION_PROMPT = "which arpeggio fits {chords}"
GA_SCALES = {  # every scale name the skill can return, and the textbook's name for its notes
    "Ionian (major)": "Ionian", "Major scale of the chord root": "Ionian", "Lydian": "Lydian",
    "Major Pentatonic": "Major Pentatonic", "Mixolydian": "Mixolydian", "Lydian Dominant": "Lydian Dominant",
    "Mixolydian b6": "Mixolydian b6", "Altered (Super Locrian)": "Altered",
    "Half-Whole Diminished": "Half-Whole Diminished", "Phrygian Dominant": "Phrygian Dominant",
    "Phrygian": "Phrygian", "Dorian": "Dorian", "Aeolian (minor)": "Aeolian", "Aeolian (natural minor)": "Aeolian",
    "Minor Pentatonic": "Minor Pentatonic", "Melodic Minor": "Melodic Minor", "Locrian": "Locrian",
    "Locrian #2": "Locrian #2", "Whole-Half Diminished": "Whole-Half Diminished", "Whole Tone": "Whole Tone",
    "Lydian Augmented": "Lydian Augmented",
}
SAME, DIFF = "same", "DIFF"


@dataclass(frozen=True, eq=False)
class Lesson5:
    """GA at the pin as lesson 5 asks it: the skill, called with the course's extractor."""

    at: str

    def ask(self, prompt: str) -> AgentResponse:
        return execute(prompt, self.at, course_extractor)

    def answers(self, prompt: str) -> list[ChordAnswer]:
        """Data.perChord of the skill's answer."""
        return chord_answers(self.ask(prompt))


def model(at: str) -> Lesson5:
    return Lesson5(at)


def the_answer(ga: Lesson5) -> Table:
    "The skill's answer to \"which arpeggio fits Am F C G\", as it prints it."
    reply = ga.ask(FIRST_PROMPT)
    answers = chord_answers(reply)
    triads = [a for a in answers if a.quality == "major triad"]
    figures = {"chords": len(answers), "major_triads": len(triads),
               "major_triads_led_by_ionian": sum(a.scales[0].name.endswith(" Ionian (major)") for a in triads),
               "confidence": reply.confidence, "assumption": reply.assumptions[0]}
    return Table(call(FIRST_PROMPT), [*quoted(reply.result), *assumptions(reply)], figures)


def one_chord_at_a_time(ga: Lesson5) -> Table:
    "Seventeen chords on C in one run: what the skill reads, and its arpeggio and lead scale against each chord's tones."
    prompt = CHORDS_PROMPT.format(chords=" ".join(CHORDS))
    answers = ga.answers(prompt)
    rows, figures, checks, read = [], {}, {}, iter(answers)
    pending = next(read, None)
    for written in CHORDS:
        # The skill returns the chords it read, in order: one it could not read is missing
        if pending is None or not written.startswith(pending.chord):
            rows.append((written, phrase("(dropped)"), "", "", "", ""))
            figures |= per(slug(written), dropped=True, ok=False)
            continue
        check = checks[written] = Check.of(written, pending)
        rows.append((written, "" if pending.chord == written else pending.chord, Quote(pending.quality),
                     pending.arpeggio, Quote(pending.scales[0].name), check.cell()))
        figures |= per(slug(written), dropped=False, read_as=pending.chord, quality=pending.quality,
                       arpeggio=pending.arpeggio, lead=pending.scales[0].name, ok=check.ok,
                       holds=0 if check.holds is None else check.holds + 1, choices=check.choices)
        pending = next(read, None)
    if pending is not None:
        raise ValueError(f"the skill read a chord that was not written: {pending.chord}")
    dropped = [c for c in CHORDS if c not in checks]
    cut = [c for c in checks if figures[f"{slug(c)}.read_as"] != c]
    figures |= {"written": len(CHORDS), "read": len(answers), "dropped": len(dropped), "dropped_names": ", ".join(dropped),
                "cut": len(cut), "cut_names": ", ".join(cut), "right": sum(c.ok for c in checks.values()),
                "wrong": len(CHORDS) - sum(c.ok for c in checks.values()),
                "arpeggio_adds": sum(bool(c.adds) for c in checks.values()),
                "arpeggio_drops": sum(bool(c.drops) for c in checks.values()),
                "arpeggio_only_drops": sum(bool(c.drops) and c.ok_but_drops for c in checks.values()),
                "scale_lacks": sum(bool(c.lacks) for c in checks.values()),
                "scale_lacks_none_holds": sum(bool(c.lacks) and c.holds is None for c in checks.values()),
                "unknown": sum(figures[f"{slug(c)}.quality"] == "unknown" for c in checks)}
    columns = [("written", 8), ("read as", 10), ("quality", 23), ("arpeggio", 9), ("lead scale", 32), ("check", 0)]
    return Table(call(prompt), [phrase("written: {chords}", chords=" ".join(CHORDS)),
                                phrase("read:    {chords}", chords=" ".join(a.chord for a in answers)), "",
                                grid(columns, rows)], figures)


@dataclass(frozen=True)
class Check:
    """One chord against the skill's answer: the notes its arpeggio adds and drops, those its lead scale lacks."""

    adds: tuple[str, ...]
    drops: tuple[str, ...]
    lacks: tuple[str, ...]
    holds: int | None  # the first of GA's scales that holds every chord tone, 0 first
    choices: int

    @classmethod
    def of(cls, written: str, answer: ChordAnswer) -> "Check":
        chord, arpeggio = chord_notes(written), chord_notes(answer.arpeggio)
        lead = ga_scale(answer.scales[0].name)
        holds = next((i for i, s in enumerate(answer.scales) if pitch_classes(chord) <= pitch_classes(ga_scale(s.name))),
                     None)
        return cls(tuple(n.name for n in arpeggio if n.pc not in pitch_classes(chord)),
                   tuple(n.name for n in chord if n.pc not in pitch_classes(arpeggio)),
                   tuple(n.name for n in chord if n.pc not in pitch_classes(lead)), holds, len(answer.scales))

    @property
    def ok(self) -> bool:
        return not (self.adds or self.drops or self.lacks)

    @property
    def ok_but_drops(self) -> bool:
        """Short, not wrong: the arpeggio only leaves a chord tone out."""
        return not (self.adds or self.lacks)

    def cell(self) -> Cell:
        problems: list[Cell] = []
        if self.adds:
            problems.append(phrase("arpeggio adds {notes}", notes=names(self.adds)))
        if self.drops:
            problems.append(phrase("arpeggio drops {notes}", notes=names(self.drops)))
        if self.lacks and self.holds is None:
            problems.append(phrase("scale lacks {notes} (none of {choices} choices has it)", notes=names(self.lacks),
                                   choices=self.choices))
        elif self.lacks:
            problems.append(phrase("scale lacks {notes} (choice {choice} of {choices} has it)", notes=names(self.lacks),
                                   choice=self.holds + 1, choices=self.choices))
        return Join("; ", problems) if problems else phrase("ok")


PROGRESSIONS = {"Dm7 G7 Cmaj7": "dm7_g7_cmaj7", "Am F C G": "am_f_c_g", "Em C G D": "em_c_g_d", "C A Dm G": "c_a_dm_g",
                "Am Dm E": "am_dm_e", "C G": "c_g", "C Fm G C": "c_fm_g_c"}  # the course's, and their tables


def dm7_g7_cmaj7(ga: Lesson5) -> Table:
    "The ii–V–I against the key."
    return against_the_key(ga, "Dm7 G7 Cmaj7")


def am_f_c_g(ga: Lesson5) -> Table:
    "Am F C G against the key."
    return against_the_key(ga, "Am F C G")


def em_c_g_d(ga: Lesson5) -> Table:
    "Em C G D against the key."
    return against_the_key(ga, "Em C G D")


def c_a_dm_g(ga: Lesson5) -> Table:
    "C A Dm G against the key: A is the dominant of D minor."
    return against_the_key(ga, "C A Dm G")


def am_dm_e(ga: Lesson5) -> Table:
    "Am Dm E against the key: E is the dominant of A minor."
    return against_the_key(ga, "Am Dm E")


def c_g(ga: Lesson5) -> Table:
    "C G against the key: two keys fit as well."
    return against_the_key(ga, "C G")


def c_fm_g_c(ga: Lesson5) -> Table:
    "C Fm G C against the key: F minor is borrowed, where the oracle stops."
    return against_the_key(ga, "C Fm G C")


@dataclass(frozen=True)
class Graded:
    """One chord's lead scale against the textbook's in one key."""

    key: Key
    textbook: Notes
    foreign: tuple[str, ...]  # the lead scale's notes the textbook's leaves out
    rank: int | None  # where the textbook's scale stands in GA's list, 1 first
    same: bool


def against_the_key(ga: Lesson5, progression: str) -> Table:
    """A progression's key (the major keys that leave the fewest chord tones out) and each chord's lead
    scale against the textbook's in that key."""
    prompt = PROGRESSION_PROMPT.format(chords=progression)
    answers = ga.answers(prompt)
    chords = [chord_notes(a.chord) for a in answers]
    keys, outside = keys_of(chords)
    rows, figures, pictures = [], {}, {}
    matches = []  # in how many keys each chord's lead scale is the textbook's
    for answer, chord in zip(answers, chords):
        graded = [grade(answer, chord, key) for key in keys]
        verdict = verdict_of(graded)
        matches.append(sum(g.same for g in graded))
        rows.append((answer.chord, answer.arpeggio, Quote(answer.scales[0].name),
                     Join(" | ", [names(g.foreign) if g.foreign else "-" for g in graded]),
                     Join(" | ", [textbook_name(g.textbook) for g in graded]),
                     Join(" | ", [g.rank if g.rank else "-" for g in graded]), verdict))
        figures |= per(slug(answer.chord), textbook=textbook_text(graded[0].textbook), rank=graded[0].rank or 0,
                       foreign=" ".join(graded[0].foreign), same=graded[0].same, same_everywhere=all(g.same for g in graded))
        pictures.setdefault(slug(answer.chord), picture(answer, chord, graded))
    figures |= {"chords": len(answers), "key": " or ".join(key_text(k) for k in keys), "keys": len(keys),
                "outside": outside, "same": matches.count(len(keys)), "diff": matches.count(0),
                "same_in_some_keys": sum(0 < m < len(keys) for m in matches)}
    columns = [("chord", 6), ("arpeggio", 9), ("GA lead scale", 26), ("foreign", 9), ("textbook", 25), ("rank", 6),
               ("verdict", 0)]
    return Table(phrase("{call} against the key", call=call(prompt)),
                 [phrase("key: {keys}; chord tones outside it: {outside}", keys=key_names(keys), outside=outside), "",
                  grid(columns, rows)], figures, pictures)


def grade(answer: ChordAnswer, chord: Notes, key: Key) -> Graded:
    textbook = textbook_scale(chord, key)
    lead = ga_scale(answer.scales[0].name)
    rank = next((i + 1 for i, s in enumerate(answer.scales) if pitch_classes(ga_scale(s.name)) == pitch_classes(textbook)), None)
    foreign = tuple(n.name for n in lead if n.pc not in pitch_classes(textbook))
    return Graded(key, textbook, foreign, rank, pitch_classes(lead) == pitch_classes(textbook))


def verdict_of(graded: list[Graded]) -> Cell:
    """"same" in every key, "DIFF" in none, else "same in" the keys where it is."""
    matched = [g.key for g in graded if g.same]
    if len(matched) == len(graded):
        return phrase(SAME)
    return phrase(DIFF) if not matched else phrase("same in {keys}", keys=Join(", ", [key_pair(k) for k in matched]))


def picture(answer: ChordAnswer, chord: Notes, graded: list[Graded]) -> Drawing:
    """The chord's tones, GA's lead scale (its foreign notes marked) and the textbook's scale in each key, each
    row named in the reader's words: the chord's symbol, GA's "F Ionian (major)", "in C major / A minor: F Lydian"."""
    lead = ga_scale(answer.scales[0].name)
    foreign = {n.pc for n in lead if any(n.name in g.foreign for g in graded)}
    rows = [(answer.chord, notes_of(chord), ()), (phrase("GA: {scale}", scale=Quote(answer.scales[0].name)), notes_of(lead),
                                                   foreign)]
    rows += [(phrase("in {key}: {scale}", key=key_pair(g.key), scale=textbook_name(g.textbook)), notes_of(g.textbook), ())
             for g in graded]
    return chord_scales(rows)


QUESTIONS = [the_answer, one_chord_at_a_time, dm7_g7_cmaj7, am_f_c_g, em_c_g_d, c_a_dm_g, am_dm_e, c_g, c_fm_g_c]


def ga_scale(named: str) -> Notes:
    """A scale the skill names ("F Ionian (major)"), spelled from its root; a KeyError for a name the table lacks."""
    root, _, name = named.partition(" ")
    return scale_notes(root, GA_SCALES[name])


def textbook_name(scale: Notes) -> Cell:
    """"A Mixolydian b6" (la mixolidio ♭6 for a Spanish reader), or the steps of a collection the table does not name,
    on its first note: "F (0 2 3 6 7 9 11)"."""
    mode = mode_name(scale)
    if mode is None:
        return phrase("{tonic} ({steps})", tonic=note_name(scale[0].name), steps=" ".join(map(str, steps(scale))))
    return key_name(scale[0].name, mode)


def textbook_text(scale: Notes) -> str:
    mode = mode_name(scale)
    return f"{scale[0].name} {mode}" if mode else f"{scale[0].name} ({' '.join(map(str, steps(scale)))})"


def key_pair(key: Key) -> Cell:
    """A major key and its relative minor, "C major / A minor", each named in the reader's language."""
    return phrase("{major} / {minor}", major=key_name(key.tonic, "major"), minor=key_name(key.relative.tonic, "minor"))


def key_text(key: Key) -> str:
    return f"{key.tonic} major / {key.relative.tonic} minor"


def key_names(keys: tuple[Key, ...]) -> Cell:
    """The keys that fit, "C major / A minor or G major / E minor"."""
    named = key_pair(keys[0])
    for key in keys[1:]:
        named = phrase("{keys} or {key}", keys=named, key=key_pair(key))
    return named


def names(notes: tuple[str, ...]) -> SpelledNotes:
    """Spelled notes, as the program prints them ("F# C# D#") and as a reader reads them ("F♯ C♯ D♯")."""
    return SpelledNotes(" ".join(notes), " ".join(map(pretty, notes)))


def notes_of(scale: Notes) -> tuple[tuple[str, int], ...]:
    """A scale's notes for a picture, as a reader reads them: ("B♭", 10)."""
    return tuple((pretty(n.name), n.pc) for n in scale)


def call_text(prompt: str) -> str:
    return f'ImprovisationSkill.ExecuteAsync("{prompt}")'


def call(prompt: str) -> Cell:
    """A section's title: the call as the program prints it; a reader reads the skill's method and the prompt,
    quoted, with spaces a narrow screen can break the line at."""
    return ForReader(phrase("{call}", call=call_text(prompt)),
                     phrase("ImprovisationSkill.ExecuteAsync, asked {prompt}", prompt=Quote(prompt)))


def quoted(result: str) -> list[Cell]:
    """The answer's lines as the program quotes them, "  | " before each, trailing spaces trimmed; a reader reads
    each line as GA's words, in quotation marks, and no line where the answer has a blank one."""
    return [ForReader(phrase("  | {line}", line=line.rstrip()), Quote(line.strip())) if line.strip()
            else ForReader("  |", "") for line in result.rstrip().split("\n")]


def assumptions(reply: AgentResponse) -> list[Cell]:
    return [phrase("assumption: {assumption}", assumption=Quote(a)) for a in reply.assumptions]


SLUG = {"#": "s", "+": "plus", "ø": "hd", "°": "o", " ": "_"}


def slug(chord: str) -> str:
    """A chord in figure names: "C7#11" -> "c7s11", "CmMaj7" -> "cmmaj7"."""
    return "".join(SLUG.get(c, c.lower()) for c in chord)

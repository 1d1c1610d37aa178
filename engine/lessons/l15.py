"""Lesson 15, the notes of a chord: what ChordInfoSkill reads and spells, and what ga_chord_info answers.

The probe asks the skill its example prompts, every suffix of GA's chord vocabulary, symbols
beyond it, and 28 qualities on 21 roots, reading each answer as the course's program does (the
evidence lines Root, Quality and Notes) against the textbook's spelling from degrees
(`engine.music.spelling`); then gives the skill its own spellings back as lists of notes, and
asks ga_chord_info the symbols of its SKILL.md. The skill, the vocabulary and the tool are the
same on main (lesson 15's page): the course asks at the pin only.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import cached_property

from ..ga.mcp.chord_info import chord_info
from ..ga.routing import ChatbotHost
from ..ga.routing.chord_vocabulary import formula, normalize_quality, roots
from ..ga.routing.skills import can_handle as skill_can_handle
from ..ga.routing.skills.chord_info import CANDIDATE_QUALITIES
from ..music.spelling import note_alter, pretty, spell_chord
from ..panel import Ask, Choice, Option, Panel, answer_lines
from ..pictures.letter_wheel import letter_wheel_svg
from ..pictures.drawings import mark_grid
from ..pictures.mark_grid import FAIL, OTHER, PARTLY, PASS
from ..table import Column, Drawing, ForReader, Join, Line, Notes, Quote, Table, grid, per, phrase
from .l15_data import (ALTERED, BEYOND, DESCRIBED, EXAMPLE_CHORDS, LOWERED, NOTE_LISTS, QUALITIES, SKILL_MD_TABLE,
                       SYMBOLS, WORDS)

TITLE = "The notes of a chord"
REVISIONS = ("pin",)  # the skill, its vocabulary and the tool are the same on main (lesson 15's page)
INTENT, SKILL = "skill.chordinfo", "ChordInfoSkill"
SHOWN_DIFFERENCES = 3  # the spelling section lists the first three chords spelled otherwise
LINE_INDENT = 2  # a row the program prints over several lines: each line after the first starts two spaces in
AGREE, DIFFER = ".", "x"  # the spelling grid's marks; a count of signs (2, 3) marks a double or triple accidental
MARK_STYLES = {AGREE: PASS, "2": OTHER, "3": PARTLY, DIFFER: FAIL}
COUNTED = {AGREE: "{count} spelled as the textbook spells them",
           "2": "{count} spelled as the textbook spells them with a double sharp or flat",
           "3": "{count} spelled as the textbook spells them with a triple sharp or flat",
           DIFFER: "{count} spelled otherwise"}  # what each mark counts, as the caption says


@dataclass(frozen=True)
class Read:
    """What the skill read, from its evidence lines: the root, the quality as displayed, the notes."""

    root: str
    quality: str  # e.g. "half-diminished chord (m7b5)"
    notes: tuple[str, ...]

    @property
    def canonical(self) -> str:
        """The vocabulary's quality: the displayed one up to " chord"."""
        return self.quality[:self.quality.index(" chord")]

    def __str__(self) -> str:
        return f"{self.root} {self.canonical}: {' '.join(self.notes)}"


@dataclass(frozen=True)
class Asked:
    """One question: the skill's Result and what its evidence says it read (None: no chord)."""

    result: str
    read: Read | None

    def shown(self):
        """The program's "C major: C E G", GA's words quoted for a reader; or the refusal quoted."""
        if self.read:
            return ForReader(phrase("{read}", read=str(self.read)), Quote(str(self.read)))
        return phrase('no chord: "{result}"', result=self.result)


def read_evidence(evidence: tuple[str, ...]) -> Read | None:
    """The course's reading: the Notes line, with Root and Quality beside it."""
    fields = {}
    for name in ("Root", "Quality", "Notes"):
        fields[name] = next((e[len(name) + 2:] for e in evidence if e.startswith(name + ": ")), None)
    if fields["Notes"] is None:
        return None
    return Read(fields["Root"], fields["Quality"], tuple(fields["Notes"].split(", ")))


@dataclass(frozen=True)
class Spelled:
    """A chord of the spelling grid: what the skill read and spelled, and the textbook's notes."""

    root: str
    quality: str
    symbol: str
    asked: Asked
    textbook: tuple[str, ...]

    @property
    def read_as_asked(self) -> bool:
        read = self.asked.read
        return read is not None and read.root == self.root and read.canonical == self.quality

    @property
    def agrees(self) -> bool:
        return self.read_as_asked and self.asked.read.notes == self.textbook

    @property
    def most_signs(self) -> int:
        return max(abs(note_alter(n)) for n in self.asked.read.notes) if self.read_as_asked else 0


@dataclass(frozen=True, eq=False)
class Lesson15:
    """The chatbot host at the pin; ChordInfoSkill asked directly, as the course's program does."""

    host: ChatbotHost

    def ask(self, prompt: str) -> Asked:
        reply = self.host.call_skill(SKILL, prompt)
        return Asked(reply.result, read_evidence(reply.evidence))

    @cached_property
    def examples(self) -> tuple[str, ...]:
        return self.host.intent(INTENT).prompts

    @cached_property
    def spelled(self) -> tuple[Spelled, ...]:
        """The 588 chords, quality by quality, root by root."""
        return tuple(Spelled(root, quality, symbol, self.ask(f"What notes are in {root}{symbol}?"),
                             spell_chord(root, degrees))
                     for quality, symbol, degrees in QUALITIES for root in roots())


def model(at: str) -> Lesson15:
    return Lesson15(ChatbotHost(at))


def example_prompts(ga: Lesson15) -> Table:
    "The skill's own example prompts: CanHandle, what it reads, and the textbook's notes where they differ."
    rows, same = [], 0
    for prompt in ga.examples:
        asked, chord, handled = ga.ask(prompt), EXAMPLE_CHORDS[prompt], can_handle(ga, prompt)
        textbook = spell_chord(*chord) if chord else None
        same += asked.read is not None and asked.read.notes == textbook
        if chord is None:
            note = (phrase("the question names a quality, no root"),) * 2 if asked.read else (phrase(""), None)
        elif asked.read is not None and asked.read.notes == textbook:
            note = (phrase(""), phrase("the same"))
        else:
            note = (phrase("the textbook: {notes}", notes=textbook_notes(textbook)), textbook_notes(textbook))
        rows.append((quoted_question(prompt, after=" "), ForReader(phrase("CanHandle {handled}", handled=handled), handled),
                     asked.shown(), ForReader(*note)))
    named = sum(chord is not None for chord in map(EXAMPLE_CHORDS.get, ga.examples))
    # The intent forwards the skill's Result.
    same_answer = sum(ga.host.call_skill(SKILL, p).result == ga.ask(p).result for p in ga.examples)
    columns = [Column("", 0, heading="question"), Column("", 0, heading="CanHandle", new_line=LINE_INDENT),
               Column("", 0, heading="what the skill reads", new_line=LINE_INDENT),
               Column("", 0, heading="the textbook's notes")]
    lines: list = [phrase("{intent}: {skill}, {prompts} example prompts", intent=INTENT, skill=SKILL,
                          prompts=len(ga.examples)), grid(columns, rows, header=False)]
    figures = {"prompts": len(ga.examples), "same_answer": same_answer, "textbook_same": same, "named": named,
               "quality_only": len(ga.examples) - named,
               "can_handle": sum(can_handle(ga, p) for p in ga.examples),
               "refused_but_read": sum(not can_handle(ga, p) and ga.ask(p).read is not None for p in ga.examples),
               "not_read": sum(ga.ask(p).read is None for p in ga.examples),
               "article_read_as_a": sum(ga.ask(p).read is not None and ga.ask(p).read.root == "A" and
                                        EXAMPLE_CHORDS[p] is None for p in ga.examples)}
    lines += [Line("The intent's answer is the skill's Result for {same_answer} of {prompts}"),
              Line("The textbook's notes for {textbook_same} of the {named} prompts that name a chord or its notes"),
              Line("CanHandle accepts {can_handle} of {prompts}")]
    return Table("The skill's own example prompts", lines, figures)


def can_handle(ga: Lesson15, prompt: str) -> bool:
    return skill_can_handle(SKILL, prompt)


def textbook_notes(notes: tuple[str, ...]) -> Notes:
    """The textbook's spelling: in the program's letters and signs ("Bb Abb"), for a reader with ♭ and ♯."""
    return Notes(" ".join(notes), " ".join(pretty(n) for n in notes))


def quoted_question(prompt: str, after: str = "") -> ForReader:
    """A question as the program prints it, in straight quotes (and what follows it), and quoted for a reader."""
    return ForReader(phrase('"{prompt}"' + after, prompt=prompt), Quote(prompt))


def vocabulary(ga: Lesson15) -> Table:
    "Every suffix the vocabulary maps, asked of the skill: those it reads otherwise."
    asked = ([(s, f"What notes are in C{s}?") for s in SYMBOLS] +
             [(w, f"What notes are in a C {w} chord?") for w in WORDS])
    rows, otherwise = [], Counter()
    for suffix, prompt in asked:
        vocab = formula(normalize_quality(suffix)).quality
        read = ga.ask(prompt).read
        says = None if read is None else read.canonical if read.root == "C" else f"{read.root} {read.canonical}"
        if says == vocab:
            continue
        kind = "read_as_another" if says else "symbols_not_read" if suffix in SYMBOLS else "words_not_read"
        otherwise[kind] += 1
        # The program writes each row as one sentence, two spaces after the question.
        rows.append((quoted_question(prompt, after=" "),
                     ForReader(phrase("the vocabulary: {vocabulary},", vocabulary=vocab), Quote(vocab)),
                     ForReader(phrase("the skill: {skill}", skill=says if says else phrase("no chord")),
                               Quote(says) if says else phrase("no chord"))))
    tool_reads = [s for s in SYMBOLS if tool_quality(f"C{s}") == formula(normalize_quality(s)).quality]
    read_alike = len(asked) - len(rows)
    figures = {"suffixes": len(asked), "read_alike": read_alike, "read_otherwise": len(rows),
               "symbols_not_read": otherwise["symbols_not_read"], "words_not_read": otherwise["words_not_read"],
               "read_as_another": otherwise["read_as_another"],
               "symbols": len(SYMBOLS), "words": len(WORDS), "tool_reads": len(tool_reads),
               "lowered_known": formula(normalize_quality(LOWERED)).quality != "major"}
    columns = [Column("", 0, heading="question"), Column("", 0, heading="the vocabulary's quality"),
               Column("", 0, heading="what the skill reads")]
    lines: list = [grid(columns, rows, header=False)]
    lines += [Line("The skill reads {read_alike} of {suffixes} suffixes as the vocabulary does ({symbols} symbols, "
                   "{words} words)"),
              phrase('NormalizeQuality("{typed}") returns "{normalized}", which GetFormula doesn\'t know', typed=LOWERED,
                     normalized=normalize_quality(LOWERED)),
              phrase("ga_chord_info reads {count} of the {symbols} symbols: {read}", count=len(tool_reads),
                     symbols=len(SYMBOLS), read=" ".join(tool_reads))]
    return Table("Every suffix the vocabulary knows", lines, figures)


def tool_quality(symbol: str) -> str:
    result = chord_info(symbol)
    return result.quality if result.error is None else "error"


def beyond(ga: Lesson15) -> Table:
    "Symbols and phrasings the vocabulary has no entry for, against the textbook's notes."
    rows, figures = [], Counter()
    for prompt, root, degrees in BEYOND:
        asked = ga.ask(prompt)
        textbook = spell_chord(root, degrees)
        rows.append((quoted_question(prompt), asked.shown(),
                     ForReader(phrase("the textbook: {notes}", notes=textbook_notes(textbook)), textbook_notes(textbook))))
        if asked.read is None:
            figures["not_read"] += 1
        elif asked.read.root != root:
            figures["other_root"] += 1
        elif set(asked.read.notes) < set(textbook):
            figures["smaller_chord"] += 1
    columns = [Column("", 0, heading="question", new_line=LINE_INDENT),
               Column("", 0, heading="what the skill reads", new_line=LINE_INDENT),
               Column("", 0, heading="the textbook's notes")]
    return Table("Beyond the vocabulary", [grid(columns, rows, header=False)], {"prompts": len(BEYOND), **figures})


def spelling(ga: Lesson15) -> Table:
    "The 28 qualities the skill reads, on the vocabulary's 21 roots, spelled against the textbook."
    differ = [s for s in ga.spelled if not s.agrees]
    lines: list = [Line("The skill spells {agree} of {chords} chords as the textbook does")]
    lines += [phrase("  {chord}: {shown}", chord=s.root + s.symbol, shown=difference(s))
              for s in differ[:SHOWN_DIFFERENCES]]
    if len(differ) > SHOWN_DIFFERENCES:
        lines.append(phrase("  … and {more} more", more=len(differ) - SHOWN_DIFFERENCES))
    groups = Counter((s.root + s.symbol).lstrip("CDEFGAB").lstrip("#b") for s in differ)
    altered = next(e for e in ga.host.call_skill(SKILL, f"What notes are in {ALTERED}?").evidence
                   if e.startswith("Intervals: "))
    lines += [phrase("The chords that differ: {groups}", groups=Join(", ", [f"{n} {g}" for g, n in groups.items()])),
              phrase("{chord}: {evidence}", chord=ALTERED, evidence=Quote(altered)),
              Line("Chords with a double or triple accidental: {multiple} of {spelled}")]
    spelled = [s for s in ga.spelled if s.read_as_asked]
    figures = {"chords": len(ga.spelled), "agree": len(ga.spelled) - len(differ), "differ": len(differ),
               "spelled": len(spelled), "multiple": sum(s.most_signs > 1 for s in spelled),
               "triple": sum(s.most_signs > 2 for s in spelled), "qualities_that_differ": len(groups),
               "differing_quality": ", ".join(sorted({s.quality for s in differ})),
               "roots": len(roots()), "qualities": len(QUALITIES)}
    altered_chord = next(s for s in ga.spelled if s.root + s.symbol == ALTERED)
    flat_fifth = altered.removeprefix("Intervals: ").split(", ").index("flat fifth")
    figures |= per("c7alt", flat_fifth=altered_chord.asked.read.notes[flat_fifth],
                   textbook_flat_fifth=altered_chord.textbook[flat_fifth])
    pictures = {"grid": spelling_grid(ga), "altered": altered_wheel(ga)}
    return Table(phrase("Spelling: {roots} roots, {qualities} qualities", roots=len(roots()), qualities=len(QUALITIES)),
                 lines, figures, pictures)


def difference(s: Spelled):
    if not s.read_as_asked:
        return s.asked.shown()
    return phrase("skill {skill}, textbook {textbook}", skill=Quote(" ".join(s.asked.read.notes)),
                  textbook=textbook_notes(s.textbook))


def spelling_grid(ga: Lesson15) -> Drawing:
    """Each chord's mark: agrees, differs, or agrees with a double or triple accidental (its count of signs)."""
    marks = [[DIFFER if not s.agrees else str(s.most_signs) if s.most_signs > 1 else AGREE
              for s in ga.spelled[k * len(roots()):(k + 1) * len(roots())]] for k in range(len(QUALITIES))]
    return mark_grid(f"{SKILL}, {len(QUALITIES)} × {len(roots())}", [symbol for _, symbol, _ in QUALITIES],
                     [pretty(r) for r in roots()], marks, MARK_STYLES, COUNTED)


def altered_wheel(ga: Lesson15) -> str:
    """C7alt's tones on their letters: the skill's and the textbook's."""
    chord = next(s for s in ga.spelled if s.root + s.symbol == ALTERED)
    degrees = next(d for _, symbol, d in QUALITIES if symbol == chord.symbol)
    return letter_wheel_svg(ALTERED, [(SKILL, chord.asked.read.notes), (pretty_degrees(degrees), chord.textbook)])


def pretty_degrees(degrees: str) -> str:
    """Degrees as a reader reads them: "1 3 b5 #5" -> "1 3 ♭5 ♯5"."""
    return degrees.replace("b", "♭").replace("#", "♯")


GROUPS = (phrase("a quality it names, single accidentals"), phrase("a quality it names, a double or triple accidental"),
          phrase("a quality it doesn't name, {fewest} to {most} notes", fewest=3, most=5),
          phrase("{fewest} or {most} notes", fewest=6, most=7))
GROUP_FIGURES = ("single", "multiple", "unnamed_quality", "six_or_seven")  # each group's figures: value("from_notes.single.back")
NOTE_SET_MOST = 5  # the skill names 3 to 5 notes (ChordInfoSkill.cs 190)


def group_of(s: Spelled) -> str:
    if len(s.asked.read.notes) > NOTE_SET_MOST:
        return GROUPS[3]
    if s.quality not in CANDIDATE_QUALITIES:
        return GROUPS[2]
    return GROUPS[1] if s.most_signs > 1 else GROUPS[0]


def from_notes(ga: Lesson15) -> Table:
    "The skill's own spellings given back as lists of notes: named back, named as another chord, or not named."
    names = set(CANDIDATE_QUALITIES)
    missing = [q for q, _, _ in QUALITIES if q not in names]
    lines: list = [phrase("It names {count} qualities from notes; not {missing}", count=len(names),
                          missing=Join(", ", missing))]
    figures, rows = {"candidates": len(names), "not_candidates": len(missing)}, []
    for group, name in zip(GROUPS, GROUP_FIGURES):
        counts, example = Counter(), (phrase(""), None)
        for s in (s for s in ga.spelled if s.read_as_asked and group_of(s) == group):
            prompt = f"What chord is {' '.join(s.asked.read.notes)}"
            back = ga.ask(prompt)
            verdict = ("back" if back.read and (back.read.root, back.read.canonical) == (s.root, s.quality)
                       else "none" if back.read is None else "other")
            counts[verdict] += 1
            if verdict != "back" and not example[0].template:
                example = (phrase('"{prompt}" → {shown}', prompt=prompt, shown=back.shown()),
                           phrase("{prompt} → {shown}", prompt=Quote(prompt), shown=back.shown()))
        total = sum(counts.values())
        rows.append((ForReader(phrase("{group}:", group=group), group),
                     ForReader(phrase("{count} chords,", count=total), total),
                     ForReader(phrase("named back {back},", back=counts["back"]), counts["back"]),
                     ForReader(phrase("as another chord {other},", other=counts["other"]), counts["other"]),
                     ForReader(phrase("not named {none}", none=counts["none"]), counts["none"]), ForReader(*example)))
        figures |= per(name, chords=total, back=counts["back"], other=counts["other"], none=counts["none"])
    columns = [Column("", 0, heading="the chords"), Column("", 0, heading="chords"),
               Column("", 0, heading="named back"), Column("", 0, heading="named as another chord"),
               Column("", 0, heading="not named", new_line=LINE_INDENT), Column("", 0, heading="the first not named back")]
    return Table("The skill's own spellings, asked back as notes", [*lines, grid(columns, rows, header=False)], figures)


def lists_of_notes(ga: Lesson15) -> Table:
    "Six lists of notes of the course's own."
    answers = [(ga.ask(prompt), chord) for prompt, *chord in NOTE_LISTS]
    rows = [(quoted_question(prompt), ForReader(phrase("→ {shown}", shown=a.shown()), a.shown()))
            for (prompt, *_), (a, _) in zip(NOTE_LISTS, answers)]
    figures = {"lists": len(answers), "named": sum(a.read is not None for a, _ in answers),
               "named_right": sum(a.read is not None and (a.read.root, a.read.canonical) == tuple(chord)
                                  for a, chord in answers)}
    columns = [Column("", 0, heading="question"), Column("", 0, heading="what the skill reads")]
    return Table("Lists of notes", [grid(columns, rows, header=False)], figures)


def tool(ga: Lesson15) -> Table:
    "ga_chord_info on the symbols of its SKILL.md's table and the examples of its description."
    errors = [(s, chord_info(s).error) for s in SKILL_MD_TABLE if chord_info(s).error is not None]
    agree = sum(" ".join(chord_info(s).notes) == notes for s, notes in DESCRIBED)
    figures = {"table": len(SKILL_MD_TABLE), "reads": len(SKILL_MD_TABLE) - len(errors), "examples": len(DESCRIBED),
               "examples_right": agree}
    lines = [Line("The SKILL.md's table lists {table} symbols, the tool reads {reads}"),
             *(phrase('  {symbol}: "{error}"', symbol=s, error=e) for s, e in errors),
             Line("The tool returns the notes its description gives for {examples_right} of its {examples} examples")]
    return Table("ga_chord_info, the tool of the SKILL.md", lines, figures)


QUESTIONS = [example_prompts, vocabulary, beyond, spelling, from_notes, lists_of_notes, tool]


# ---- Try another: the reader's own chord, spelled (engine.panel) ----

SPELLED_BY = {symbol: (quality, degrees) for quality, symbol, degrees in QUALITIES}


def spelling_question(root: str, symbol: str) -> str:
    return f"What notes are in {root}{symbol}?"


def spelling_answer(pick: tuple[str, str], replies) -> Table:
    "ChordInfoSkill's answer to the reader's chord: what it reads and spells, against the textbook's spelling."
    root, symbol = pick
    quality, degrees = SPELLED_BY[symbol]
    reply = replies[0]
    s = Spelled(root, quality, symbol, Asked(reply.result, read_evidence(reply.evidence)), spell_chord(root, degrees))
    verdict = ("spelled as the textbook spells it" if s.agrees else "spelled otherwise" if s.read_as_asked
               else "read as another chord" if s.asked.read else "no chord read")
    columns = [Column("", heading="what the skill reads"), Column("", heading="the textbook's notes"),
               Column("", heading="against the textbook")]
    return Table(phrase("ChordInfoSkill, asked {question}", question=Quote(spelling_question(root, symbol))),
                 [*answer_lines(reply.result),
                  grid(columns, [(s.asked.shown(), textbook_notes(s.textbook), phrase(verdict))], header=False)])


PANELS = [
    Panel("spelling", (Choice("root", "the root", tuple(Option(r, pretty(r)) for r in roots())),
                       Choice("quality", "the quality", tuple(Option(symbol, symbol) for _, symbol, _ in QUALITIES))),
          lambda root, symbol: (Ask(SKILL, spelling_question(root, symbol)),), spelling_answer, ("C", "7alt")),
]

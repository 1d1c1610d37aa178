"""Lesson 9, every interval, every key: IntervalSkill, ScaleInfoSkill and RelativeKeySkill graded by a textbook.

The probe asks IntervalSkill the interval from each of the 21 note names (a letter with a flat,
nothing or a sharp) to each, and reads each answer as the course's program does (the two notes
read, the quality in words, its short name, the semitones), against the textbook's interval
(`engine.music.intervals`); asks ScaleInfoSkill and RelativeKeySkill the notes, the relative key
and the signature of the 30 keys with at most seven sharps or flats, and of five keys past
seven, against the textbook's keys (`engine.music.keys`); and sends each skill its own example
prompts. The skills answer the same on main but for CanHandle and a Declined flag that no answer
here goes through (the course's page): the course asks at the pin only.
"""
from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from functools import cached_property

from ..ga.routing import ChatbotHost
from ..music.intervals import Interval, interval
from ..music.keys import MAJOR, MINOR, Key, key, usual_keys
from ..music.spelling import ONE_SIGN_NAMES, note_pc, pretty
from ..pictures.circle_of_fifths import circle_of_fifths_svg
from ..pictures.drawings import mark_grid
from ..pictures.mark_grid import FAIL, OTHER, PARTLY, PASS
from ..panel import Ask, Choice, Panel, key_option, note_option
from ..table import Cell, Column, ForReader, Line, Phrase, Quote, Table, grid, per, phrase
from . import names

TITLE = "Every interval, every key"
REVISIONS = ("pin",)  # the skills' answers are the same on main (lesson 9's page)
INTERVAL, SCALE_INFO, RELATIVE_KEY = "skill.interval", "skill.scaleinfo", "skill.relativekey"
NAMES = ONE_SIGN_NAMES  # the 21 names, Cb C C# Db ...
RIGHT, MISREAD, ABBREVIATED, WRONG = ".", "#", "a", "x"  # the course's marks
MARK_STYLES = {RIGHT: PASS, MISREAD: OTHER, ABBREVIATED: PARTLY, WRONG: FAIL}
COUNTED = {RIGHT: "{count} right intervals", MISREAD: "{count} with a note read as another",
           ABBREVIATED: "{count} right intervals with the quality abbreviated",
           WRONG: "{count} wrong intervals between notes read right"}  # what each mark counts, as the caption says
LEGEND = ". right   # a note read as another   a right interval, quality abbreviated   x wrong interval"
# The course's readings of the answers (Lesson9.cs)
INTERVAL_ANSWER = re.compile(r"From \*\*(.+?)\*\* to \*\*(.+?)\*\* is a \*\*(.+?)\*\* \((\S+), (-?\d+) semitones\)")
SCALE_ANSWER = re.compile(r"notes: \*\*(.+?)\*\*\. Relative (?:minor|major): (.+?)\.$")
RELATIVE_ANSWER = re.compile(r"is \*\*(.+?)\*\*")
SIGNATURE_ANSWER = re.compile(r"has (no sharps or flats|\d+ (?:sharp|flat)s?)\.")
NOT_READ = "not read as a key"
OTHER_PHRASINGS = ("What is the interval between E and G#?", "What is the interval from C to F♯?",
                   "What is the interval from B♭ to D?")
PAST_SEVEN = (Key("D#", MAJOR), Key("G#", MAJOR), Key("A#", MAJOR), Key("Db", MINOR), Key("Gb", MINOR))
PARALLEL_QUESTION, PARALLEL_KEY = "What is the parallel minor of G# major?", Key("G#", MINOR)
UNANSWERED = 0.5  # the course counts an answer below this confidence as none


@dataclass(frozen=True)
class Asked:
    """One interval question: the answer as the program reads it, and the textbook's interval."""

    low: str
    high: str
    read: tuple[str, str, str, str, int] | None  # the notes, the quality in words, short name, semitones
    textbook: Interval

    @property
    def mark(self) -> str:
        if self.read is None:
            return WRONG
        low, high, long, short, semitones = self.read
        if (low, high) != (self.low, self.high):
            return MISREAD
        if semitones == self.textbook.semitones and long == self.textbook.long:
            return RIGHT
        return ABBREVIATED if semitones == self.textbook.semitones and short == self.textbook.short else WRONG


@dataclass(frozen=True)
class KeyAsked:
    """One key asked of both skills, as the program reads their answers, and the textbook's key."""

    key: Key
    notes: tuple[str, ...] | None  # ScaleInfoSkill's notes; None if its answer has none
    scale_relative: str  # "?" when ScaleInfoSkill gives none
    relative: str  # RelativeKeySkill's, in the course's spelling ("G# minor")
    signature: str  # RelativeKeySkill's words, or NOT_READ

    @property
    def notes_right(self) -> bool:
        return self.notes == self.key.notes

    @property
    def all_right(self) -> bool:
        textbook = self.key.relative.name
        return (self.notes_right and self.scale_relative == textbook and self.relative == textbook
                and self.signature == signature_words(self.key.signature))


def signature_words(signature: int) -> str:
    """The course's words for a signature: "no sharps or flats", "1 sharp", "9 flats"."""
    if signature == 0:
        return "no sharps or flats"
    count, kind = abs(signature), "sharp" if signature > 0 else "flat"
    return f"{count} {kind}" if count == 1 else f"{count} {kind}s"


def signature_phrase(signature: int) -> Phrase:
    """A signature for a reader: the same words, translated, the count a field."""
    count = abs(signature)
    if count == 0:
        return phrase("no sharps or flats")
    kind = "sharp" if signature > 0 else "flat"
    return phrase(f"{{count}} {kind}" if count == 1 else f"{{count}} {kind}s", count=count)


def key_name(written: str) -> str:
    """The course's spelling of RelativeKeySkill's key: "Am" is "A minor", "Eb major" stays."""
    return written if written.endswith((" major", " minor")) else written.rstrip("m") + " minor"


@dataclass(frozen=True, eq=False)
class Lesson9:
    """The chatbot host at the pin; its three skills asked through their intents."""

    host: ChatbotHost

    def ask(self, intent: str, question: str):
        """The intent's answer: the skill's response, called directly."""
        return self.host.call_skill(self.host.intent(intent).cls, question)

    def text(self, intent: str, question: str) -> str:
        return self.ask(intent, question).result

    @cached_property
    def intervals(self) -> tuple[Asked, ...]:
        """The 441 questions, row by row (from), column by column (to)."""
        return tuple(self.interval_asked(a, b) for a in NAMES for b in NAMES)

    def interval_asked(self, low: str, high: str) -> Asked:
        return read_interval(low, high, self.text(INTERVAL, interval_question(low, high)))

    @cached_property
    def keys(self) -> tuple[KeyAsked, ...]:
        """The 30 usual keys, majors then minors, as both skills answer."""
        return tuple(self.key_asked(k) for mode in (MAJOR, MINOR) for k in usual_keys(mode))

    def key_asked(self, key: Key) -> KeyAsked:
        intents = (SCALE_INFO, RELATIVE_KEY, RELATIVE_KEY)
        return read_key(key, *(self.text(i, q) for i, q in zip(intents, key_questions(key))))


def interval_question(low: str, high: str) -> str:
    return f"What is the interval from {low} to {high}?"


def read_interval(low: str, high: str, answer: str) -> Asked:
    """IntervalSkill's answer as the course reads it, beside the textbook's interval."""
    found = INTERVAL_ANSWER.search(answer)
    read = (*found.groups()[:4], int(found[5])) if found else None
    return Asked(low, high, read, interval(low, high))


def key_questions(key: Key) -> tuple[str, str, str]:
    """The key's notes (ScaleInfoSkill), then its relative key and its signature (RelativeKeySkill)."""
    other = MAJOR if key.mode == MINOR else MINOR
    return (f"What notes are in {key.name}?", f"What is the relative {other} of {key.name}?",
            f"How many sharps in {key.name}?")


def read_key(key: Key, scale_answer: str, relative_answer: str, signature_answer: str) -> KeyAsked:
    """The three answers about a key as the course reads them."""
    scale = SCALE_ANSWER.search(scale_answer)
    relative = RELATIVE_ANSWER.search(relative_answer)
    signature = SIGNATURE_ANSWER.search(signature_answer)
    return KeyAsked(key, tuple(scale[1].split(" – ")) if scale else None, scale[2] if scale else "?",
                    key_name(relative[1] if relative else ""), signature[1] if signature else NOT_READ)


def model(at: str) -> Lesson9:
    return Lesson9(ChatbotHost(at))


def interval_grid(ga: Lesson9) -> Table:
    "IntervalSkill asked the interval from each of the 21 note names to each, marked against the textbook."
    marks = Counter(a.mark for a in ga.intervals)
    rows = [[a.mark for a in ga.intervals[k * len(NAMES):(k + 1) * len(NAMES)]] for k in range(len(NAMES))]
    # The program pads every cell, the last one too: each row ends in a space.
    columns = [Column("from\\to", 7)] + [Column(phrase("{note}", note=n), 2, heading=phrase("{note}", note=pretty(n)))
                                         for n in NAMES]
    marked = grid(columns, [(note_cell(low), *row) for low, row in zip(NAMES, rows)], padded=True)
    lines: list = [LEGEND, phrase(""), marked]
    misread = [a for a in ga.intervals if a.mark == MISREAD]
    figures = {"names": len(NAMES), "questions": len(ga.intervals), "right": marks[RIGHT], "misread": marks[MISREAD],
               "abbreviated": marks[ABBREVIATED], "wrong": marks[WRONG],
               "sharp_columns": sum(n.endswith("#") for n in NAMES),
               "misread_all_sharp_second": all(a.high.endswith("#") for a in misread),
               "misread_every_sharp_second": len(misread) == sum(a.high.endswith("#") for a in ga.intervals)}
    lines += [phrase(""), Line("{questions} questions: {right} right, {misread} with a note read as another, "
                               "{abbreviated} right with the quality abbreviated, {wrong} wrong")]
    shown = [pretty(n) for n in NAMES]  # for a reader: C♯, D♭
    picture = mark_grid(f"IntervalSkill, {len(NAMES)} × {len(NAMES)}", shown, shown, rows, MARK_STYLES, COUNTED)
    return Table(phrase('IntervalSkill, "What is the interval from X to Y?" for the {names} x {names} note names',
                        names=len(NAMES)), lines, figures, {"grid": picture})


def note_cell(name: str) -> ForReader:
    """A note name as the program prints it ("C#"), and for a reader ("C♯")."""
    return ForReader(name, phrase("{note}", note=pretty(name)))


def key_cell(name: str) -> ForReader:
    """A key as the program prints it ("G# minor"), and for a reader in their language (G♯ minor, sol♯ menor)."""
    tonic, _, mode = name.partition(" ")
    return names.key_name(tonic, mode)


def quoted(answer: str) -> ForReader:
    """GA's answer as the program prints it, and quoted for a reader."""
    return ForReader(answer, Quote(answer))


def answer_line(answer: str) -> ForReader:
    """An answer under its question: "  | " and GA's words for the program, the words quoted for a reader."""
    return ForReader(phrase("  | {answer}", answer=answer), phrase("  {answer}", answer=Quote(answer)))


def question_line(question: str) -> ForReader:
    return ForReader(phrase("{question}", question=question), phrase("{question}", question=Quote(question)))


def wrong_intervals(ga: Lesson9) -> Table:
    "The questions whose notes were read right and whose interval is wrong."
    wrong = [a for a in ga.intervals if a.mark == WRONG and a.read is not None]
    rows = [interval_row(a) for a in wrong]
    unisons = [a for a in wrong if a.textbook.number == 1]
    rare = ("Cb", "Fb", "E#", "B#")
    figures = {"wrong": len(wrong), "lowered_unisons": len(unisons),
               "unisons_said_perfect": sum(a.read[3] == "P1" for a in unisons), "others": len(wrong) - len(unisons),
               "others_need_a_rare_note": all(a.low in rare or a.high in rare for a in wrong if a not in unisons)}
    # The program pads the question and GA's answer together to 45 characters: 9 and 35, one space between.
    columns = [Column("", 9, heading="interval asked"), Column("", 35, heading="GA (semitones)"),
               Column("", 0, heading="textbook (semitones)")]
    return Table("The note names read right, the interval wrong", [grid(columns, rows, header=False)], figures)


def interval_row(a: Asked) -> tuple[ForReader, Cell, ForReader]:
    """The interval asked, GA's reading of it and the textbook's, each with its short name and semitones."""
    asked = ForReader(phrase("{low} to {high}", low=f"{a.low:<2}", high=f"{a.high:<2}"),
                      phrase("{low} to {high}", low=names.note_name(a.low), high=names.note_name(a.high)))
    said = phrase("not read") if a.read is None else ForReader(
        phrase("GA {name} ({short}, {semitones})", name=a.read[2], short=a.read[3], semitones=a.read[4]),
        phrase("{name} ({short}, {semitones})", name=Quote(a.read[2]), short=a.read[3], semitones=a.read[4]))
    textbook = ForReader(phrase("textbook {name} ({short}, {semitones})", name=phrase(a.textbook.long),
                                short=a.textbook.short, semitones=a.textbook.semitones),
                         phrase("{name} ({short}, {semitones})", name=phrase(a.textbook.long), short=a.textbook.short,
                                semitones=a.textbook.semitones))
    return asked, said, textbook


def other_phrasings(ga: Lesson9) -> Table:
    "The same question written three other ways: between, the sharp sign, the flat sign."
    lines, figures = [], {}
    for question, name in zip(OTHER_PHRASINGS, ("between", "sharp_sign", "flat_sign")):
        reply = ga.ask(INTERVAL, question)
        lines += [question_line(question), answer_line(reply.result)]
        figures[f"{name}_answered"] = reply.confidence >= UNANSWERED
    return Table("The same question, written another way", lines, figures)


def keys(ga: Lesson9) -> Table:
    "ScaleInfoSkill and RelativeKeySkill on the 30 usual keys: the rows where something differs."
    shown = [k for k in ga.keys if not k.all_right]
    rows = [(key_cell(k.key.name), notes_cell(k.notes_right), quoted(k.scale_relative),
             quoted(k.relative), key_cell(k.key.relative.name),
             quoted(k.signature) if k.signature != NOT_READ else phrase(NOT_READ)) for k in shown]
    textbook = [k.key.relative.name for k in ga.keys]
    figures = {"keys": len(ga.keys), "notes_right": sum(k.notes_right for k in ga.keys),
               "scale_relative_right": sum(k.scale_relative == t for k, t in zip(ga.keys, textbook)),
               "relative_right": sum(k.relative == t for k, t in zip(ga.keys, textbook)),
               "signature_right": sum(k.signature == signature_words(k.key.signature) for k in ga.keys),
               "rows_shown": len(shown), "cb_signature_read": ga.keys[0].signature != NOT_READ}
    figures |= {"skills_disagree": sum(k.scale_relative != k.relative for k in ga.keys),
                "scale_relative_wrong_flat_twins": all(flat_twin(k.scale_relative, t) for k, t in zip(ga.keys, textbook)
                                                       if k.scale_relative != t)}
    cb = "How many flats in Cb major?"
    columns = [Column("key", 11, heading="key"), Column("notes", 6, heading="ScaleInfoSkill's notes"),
               Column("relative key: ScaleInfoSkill", 31, heading="relative key: ScaleInfoSkill"),
               Column("RelativeKeySkill", 17, heading="relative key: RelativeKeySkill"),
               Column("textbook", 13, heading="relative key: textbook"),
               Column("signature", 0, heading="signature: RelativeKeySkill")]
    # The program's header is not aligned with its columns: printed as a line, a reader reads the headings.
    header = "key         notes  relative key: ScaleInfoSkill  RelativeKeySkill  textbook      signature"
    parts = [ForReader(header, phrase("")), grid(columns, rows, header=False), phrase(""),
             Line("{keys} keys: notes right {notes_right}, relative key right: ScaleInfoSkill {scale_relative_right}, "
                  "RelativeKeySkill {relative_right}; signature right {signature_right}"),
             question_line(cb), answer_line(ga.text(RELATIVE_KEY, cb))]
    circles = {f"{mode}_keys": circle_of_fifths_svg([(k.key.name, k.scale_relative, k.relative, k.key.relative.name)
                                                     for k in ga.keys if k.key.mode == mode]) for mode in (MAJOR, MINOR)}
    return Table(phrase("ScaleInfoSkill and RelativeKeySkill on the {keys} keys with at most seven sharps or flats",
                        keys=len(ga.keys)), parts, figures, circles)


def notes_cell(right: bool) -> ForReader:
    """Whether ScaleInfoSkill's seven notes are the textbook's: the program's word, a reader's phrase."""
    return ForReader(phrase("right"), phrase("all seven right")) if right else ForReader(phrase("wrong"),
                                                                                          phrase("not all right"))


def flat_twin(said: str, textbook: str) -> bool:
    """Whether a relative key said for a sharp key is its flat twin: the same notes, spelled with flats."""
    if not said.endswith((" major", " minor")):
        return False  # no key said ("?")
    said_key, right = key(said), key(textbook)
    return said_key.signature < 0 < right.signature and {note_pc(n) for n in said_key.notes} == {
        note_pc(n) for n in right.notes}


def past_seven(ga: Lesson9) -> Table:
    "Keys past seven sharps or flats: ScaleInfoSkill refuses them, RelativeKeySkill counts none."
    g_sharp = "What notes are in G# major?"
    lines: list = [question_line(g_sharp), answer_line(ga.text(SCALE_INFO, g_sharp))]
    said_none = 0
    for theoretical in PAST_SEVEN:
        question = f"How many sharps in {theoretical.name}?"
        answer = ga.text(RELATIVE_KEY, question)
        said_none += "has no sharps or flats." in answer
        lines += [phrase("{question}  textbook {signature}, usually written {usual}", question=quoted(question),
                         signature=signature_phrase(theoretical.signature), usual=key_cell(theoretical.usual.name)),
                  answer_line(answer)]
    parallel = [line for line in ga.text(RELATIVE_KEY, PARALLEL_QUESTION).split("\n") if line][-1]
    lines += [phrase("{question}  textbook: {key} has {signature}", question=quoted(PARALLEL_QUESTION),
                     key=key_cell(PARALLEL_KEY.name), signature=signature_phrase(PARALLEL_KEY.signature)),
              answer_line(parallel)]
    figures = {"asked": len(PAST_SEVEN), "said_none": said_none,
               "scale_info_refuses": ga.ask(SCALE_INFO, g_sharp).confidence < UNANSWERED,
               "parallel_flats_said": said_flats(parallel, PARALLEL_KEY),
               "parallel_sharps_textbook": PARALLEL_KEY.signature}
    return Table("Keys past seven sharps or flats that RelativeKeySkill reads", lines, figures)


def said_flats(answer: str, key: Key) -> int:
    """The flats an answer says a key has ("G# minor has 3 flats"), 0 if it says none or something else."""
    found = re.search(rf"\b{re.escape(key.name)} has (\d+) flats?\b", answer)
    return int(found[1]) if found else 0


def example_prompts(ga: Lesson9) -> Table:
    "Each skill's own example prompts sent to it: those it does not answer."
    lines, figures = [], {}
    for intent in (INTERVAL, SCALE_INFO, RELATIVE_KEY):
        prompts = ga.host.intent(intent).prompts
        replies = [(p, ga.ask(intent, p)) for p in prompts]
        missed = [(p, r) for p, r in replies if r.confidence < UNANSWERED]
        lines.append(phrase("{intent}: {answered} of {prompts} answered", intent=intent,
                            answered=len(replies) - len(missed), prompts=len(replies)))
        lines += [ForReader(phrase("  {prompt} | {answer}", prompt=f"{p:<40}", answer=r.result.replace("\n", " ")),
                            phrase("  {prompt}: {answer}", prompt=Quote(p), answer=Quote(r.result.replace("\n", " "))))
                  for p, r in missed]
        figures |= per(intent.removeprefix("skill."), prompts=len(replies), answered=len(replies) - len(missed),
                       unanswered=len(missed))
    return Table("Each skill's example prompts, which the intent router matches questions against, sent to that skill",
                 lines, figures)


QUESTIONS = [interval_grid, wrong_intervals, other_phrasings, keys, past_seven, example_prompts]


# ---- Try another: the reader's own interval, the reader's own key (engine.panel) ----

MARK_WORDS = {RIGHT: "right", MISREAD: "a note read as another", ABBREVIATED: "a right interval, quality abbreviated",
              WRONG: "wrong interval"}  # the legend's words for each mark
NOTE_OPTIONS = tuple(note_option(n) for n in NAMES)


def interval_answer(pick: tuple[str, str], replies) -> Table:
    "IntervalSkill's answer to the reader's interval, read as the course reads it, against the textbook."
    low, high = pick
    answer = replies[0].result
    asked = read_interval(low, high, answer)
    columns = [Column("", heading="interval asked"), Column("", heading="GA (semitones)"),
               Column("", heading="textbook (semitones)"), Column("", heading="the course's mark")]
    return Table(phrase("IntervalSkill, asked {question}", question=Quote(interval_question(low, high))),
                 [*answer_lines(answer), grid(columns, [(*interval_row(asked), phrase(MARK_WORDS[asked.mark]))],
                                            header=False)])


def answer_lines(answer: str) -> list[ForReader]:
    """A whole answer, a line for each of its lines with words."""
    return [answer_line(line) for line in answer.split("\n") if line.strip()]


def key_answer(pick: tuple[str], replies) -> Table:
    "ScaleInfoSkill's and RelativeKeySkill's answers about the reader's key, against the textbook's key."
    k = key(pick[0])
    asked = read_key(k, *(r.result for r in replies))
    row = (key_cell(k.name), notes_cell(asked.notes_right), quoted(asked.scale_relative), quoted(asked.relative),
           key_cell(k.relative.name), quoted(asked.signature) if asked.signature != NOT_READ else phrase(NOT_READ))
    columns = [Column("", heading="key"), Column("", heading="ScaleInfoSkill's notes"),
               Column("", heading="relative key: ScaleInfoSkill"), Column("", heading="relative key: RelativeKeySkill"),
               Column("", heading="relative key: textbook"), Column("", heading="signature: RelativeKeySkill")]
    lines = [line for q, r in zip(key_questions(k), replies) for line in (question_line(q), *answer_lines(r.result))]
    return Table(phrase("ScaleInfoSkill and RelativeKeySkill on {key}", key=key_cell(k.name)),
                 [grid(columns, [row], header=False), *lines])


PANELS = [
    Panel("interval_grid", (Choice("low", "from the note", NOTE_OPTIONS), Choice("high", "to the note", NOTE_OPTIONS)),
          lambda low, high: (Ask("IntervalSkill", interval_question(low, high)),), interval_answer, ("E", "G#")),
    Panel("keys", (Choice("key", "the key", tuple(key_option(k.tonic, m) for m in (MAJOR, MINOR) for k in usual_keys(m))),),
          lambda name: tuple(Ask(skill, q) for skill, q in zip(("ScaleInfoSkill", "RelativeKeySkill", "RelativeKeySkill"),
                                                               key_questions(key(name)))),
          key_answer, ("B major",)),
]

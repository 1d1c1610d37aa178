"""Lesson 7, "Chord names it can't read": improvisation requests with invalid chord names, valid ones, or both.

The probe (the course's Lesson7.cs) reads sixteen messages with a recognizer of lead-sheet symbols
(`engine.music.lead_sheet`), then sends each to ImprovisationSkill at the pin and as GA pull request
#749 made it (compiled beside the pin; modelled in `engine.ga.routing.skills.improvisation.guard`),
both with an extractor that throws where a model would be asked, and grades #749's answer against the
recognizer; it ends on #749's decline of two messages. The pin only.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..ga.routing.responses import AgentResponse
from ..ga.routing.agents.chat import FALLBACK_FLOOR
from ..ga.routing.skills.improvisation import ModelNeeded, chord_answers, course_extractor, execute, guard, host_extractor
from ..ga.routing.skills.improvisation.reading import chord_token
from ..music.lead_sheet import LOWERCASE_ROOT, ROOT, Reading, read_message, read_word, word_of
from ..pictures.drawings import message_words
from ..pictures.message_words import MISREAD, REFUSED, ROMAN, TEXT, UNREAD, VALID, Word
from ..table import Cell, Join, Line, Table, grid, per, phrase

TITLE = "Chord names it can't read"
REVISIONS = ("pin",)
MESSAGES = (
    # only invalid chord names: what #749 declines
    "which arpeggio fits Hm Q7", "which arpeggio fits X7alt", "Q7, which arpeggio should I use?",
    "which arpeggio fits H7", "which arpeggio fits hm q7", "which arpeggio fits Cq7",
    # only valid chord names
    "which arpeggio fits Am F C G", "which arpeggio fits Bb Eb F", "which arpeggio fits B♭ E♭ F",
    "which arpeggio fits B F# G#m E", "which arpeggio fits C C+ F", "which arpeggio fits Bø7 E7 Am",
    # both
    "which arpeggio fits Am F Q7 G", "which arpeggio fits C and Q7",
    # no chord symbol
    "Hm, which mode is brightest?", "which arpeggio fits V7",
)
DECLINES_SHOWN = (MESSAGES[0], MESSAGES[3])
PIN, FIX = "a826864", "749"  # the pin's commit, #749's number, as the program's headers name them
DECLINES, ANSWERS, MODEL, OTHER = "declines", "answers", "model", "other"
DECLINE_START = "I don't recognize"  # how the course tells a decline


@dataclass(frozen=True)
class Outcome:
    """What a version of the skill does with a message: declines, answers chords, needs the model, or other."""

    kind: str
    chords: tuple[str, ...] = ()
    first_line: str = ""

    @property
    def cell(self) -> Cell:
        if self.kind == ANSWERS:
            return phrase("answers {chords}", chords=Join(" ", self.chords))
        if self.kind == OTHER:
            return self.first_line  # GA's own words
        return phrase("declines") if self.kind == DECLINES else phrase("needs the model")

    @property
    def text(self) -> str:
        """The outcome as the program writes it, for the course's `Contains` test."""
        return f"answers {' '.join(self.chords)}" if self.kind == ANSWERS else self.first_line or self.kind


@dataclass(frozen=True, eq=False)
class Lesson7:
    """GA as lesson 7 asks it: the skill at the pin and at #749, and #749's guard."""

    at: str

    def reply(self, version: str, message: str) -> AgentResponse:
        return execute(message, version, course_extractor)

    def outcome(self, version: str, message: str) -> Outcome:
        try:
            reply = self.reply(version, message)
        except ModelNeeded:
            return Outcome(MODEL)
        if reply.result.startswith(DECLINE_START):
            return Outcome(DECLINES)
        answers = chord_answers(reply)
        if answers is not None:
            return Outcome(ANSWERS, tuple(a.chord for a in answers))
        return Outcome(OTHER, first_line=reply.result.split("\n")[0])

    def guard(self, message: str) -> list[str]:
        return guard.find(message)


def model(at: str) -> Lesson7:
    return Lesson7(at)


def what_each_message_holds(ga: Lesson7) -> Table:
    "The sixteen messages read as chord symbols are written: the chords, and the words that are not chord symbols."
    readings = [read_message(m) for m in MESSAGES]
    rows = [(n, m, words(r.chords), described(r)) for n, (m, r) in enumerate(zip(MESSAGES, readings), 1)]
    figures = {"messages": len(MESSAGES), "with_chords": sum(bool(r.chords) for r in readings),
               "with_not_chords": sum(bool(r.not_chords) for r in readings),
               "only_not_chords": sum(bool(r.not_chords) and not r.chords for r in readings),
               "both": sum(bool(r.not_chords) and bool(r.chords) for r in readings),
               "with_numerals": sum(bool(r.numerals) for r in readings)}
    return Table("What each message holds, read as chord symbols are written",
                 [grid([("#", 3), ("message", 34), ("chords", 12), ("not chord symbols", 0)], rows)], figures)


def what_ga_does(ga: Lesson7) -> Table:
    "What the pinned skill, #749's guard and #749's skill do with each message, and #749's verdict."
    rows, figures, pictures, verdicts = [], {}, {}, []
    for n, message in enumerate(MESSAGES, 1):
        reading, found = read_message(message), ga.guard(message)
        before, after = ga.outcome("pin", message), ga.outcome(FIX, message)
        kind, cell = verdict(reading, after)
        verdicts.append(kind)
        rows.append((n, before.cell, words(found), after.cell, cell))
        figures |= per(f"row{n}", pin=before.kind, guard=", ".join(found), fix=after.kind, verdict=kind,
                       written=" ".join(reading.chords), read=" ".join(after.chords))
        pictures[f"row{n}"] = message_words(read_words(message, found))
    outcomes = [(ga.outcome("pin", m), ga.outcome(FIX, m)) for m in MESSAGES]
    figures |= {
        "messages": len(MESSAGES), "guard_fires": sum(bool(ga.guard(m)) for m in MESSAGES),
        "declined": sum(a.kind == DECLINES for _, a in outcomes), "declined_at_pin": sum(b.kind == DECLINES for b, _ in outcomes),
        "model_at_pin": sum(b.kind == MODEL for b, _ in outcomes), "model_at_fix": sum(a.kind == MODEL for _, a in outcomes),
        "answered": sum(a.kind == ANSWERS for _, a in outcomes),
        "same_answers": sum(a == b for b, a in outcomes if a.kind == ANSWERS),
        "same": verdicts.count("same"), "diff": sum(v.startswith("DIFF") for v in verdicts),
        "reaches_model": verdicts.count("DIFF reaches the model"), "misread": verdicts.count("DIFF reads"),
        "dropped": verdicts.count("DIFF drops"), "not_graded": verdicts.count("n/a"),
        # in the chatbot, the pin's skill asks GA's own extractor, finds no chord, and answers so with little
        # confidence: under the host's floor, the answer is replaced by a model's (lesson 4)
        "no_chord_confidence": execute(MESSAGES[0], "pin", host_extractor).confidence, "fallback_floor": FALLBACK_FLOOR,
    }
    columns = [("#", 3), (phrase("skill at {pin}", pin=PIN), 22), (phrase("#{pr} guard", pr=FIX), 12),
               (phrase("#{pr} skill", pr=FIX), 22), (phrase("verdict (#{pr})", pr=FIX), 0)]
    return Table("What GA does with them", [grid(columns, rows)], figures, pictures)


def verdict(reading: Reading, result: Outcome) -> tuple[str, Cell]:
    """The course's grading of #749's outcome: a kind for the figures, and the cell."""
    if reading.not_chords:
        if result.kind == DECLINES:
            return "same", phrase("same")
        if result.kind == MODEL:
            return "DIFF reaches the model", phrase("DIFF reaches the model")
        dropped = [n.word for n in reading.not_chords if n.word not in result.text]
        return "DIFF drops", phrase("DIFF drops {words} without a word", words=" ".join(dropped))
    if len(reading.chords) < 2:
        return "n/a", phrase("n/a")
    if result.kind != ANSWERS:
        return "DIFF other", phrase("DIFF {outcome}", outcome=result.cell)
    if result.chords == reading.chords:
        return "same", phrase("same")
    if len(result.chords) == len(reading.chords):  # a chord read as another
        misread = [phrase("{written} as {read}", written=w, read=r) for w, r in zip(reading.chords, result.chords) if w != r]
        return "DIFF reads", phrase("DIFF reads {chords}", chords=Join(", ", misread))
    dropped = [c for c in dict.fromkeys(reading.chords) if c not in result.chords]  # Except: distinct, in order
    return "DIFF drops", phrase("DIFF drops {words} without a word", words=" ".join(dropped))


def decline_hm_q7(ga: Lesson7) -> Table:
    "#749's decline of \"which arpeggio fits Hm Q7\"."
    return decline(ga, DECLINES_SHOWN[0])


def decline_h7(ga: Lesson7) -> Table:
    "#749's decline of \"which arpeggio fits H7\", with its German hint."
    return decline(ga, DECLINES_SHOWN[1])


def decline(ga: Lesson7, message: str) -> Table:
    """#749's skill on a message it declines: the confidence, the answer, the assumption."""
    reply = ga.reply(FIX, message)
    figures = {"confidence": reply.confidence, "answer": reply.result, "tokens": ", ".join(ga.guard(message)),
               "german_hint": "German notation" in reply.result,
               "allows_sharp_or_flat": "optionally followed by # or b" in reply.result}  # the rule it teaches
    return Table(phrase("#{pr}'s skill on \"{message}\"", pr=FIX, message=message),
                 [Line("confidence {confidence}"), phrase("  | {answer}", answer=reply.result),
                  *[phrase("assumption: {assumption}", assumption=a) for a in reply.assumptions]], figures)


QUESTIONS = [what_each_message_holds, what_ga_does, decline_hm_q7, decline_h7]


def words(items) -> Cell:
    """Chord symbols one after another (a reader never reads "Bb Eb F" as notes), or "-"."""
    return Join(" ", tuple(items)) if items else "-"


def described(reading: Reading) -> Cell:
    """The words that are not chord symbols and why, else the Roman numerals, else "-"."""
    if reading.not_chords:
        return Join(", ", [phrase("{word} (lowercase root)", word=n.word) if n.why == LOWERCASE_ROOT else
                           phrase("{word} (root {letter})", word=n.word, letter=n.part) if n.why == ROOT else
                           phrase("{word} (quality {quality})", word=n.word, quality=n.part) for n in reading.not_chords])
    if reading.numerals:
        return phrase("{numerals} (Roman numeral)", numerals=", ".join(reading.numerals))
    return "-"


def read_words(message: str, refused: list[str]) -> list[Word]:
    """Each word of the message as #749's skill reads it: refused by the guard, read by the tokenizer as
    itself or as another chord, a Roman numeral, a chord-like word passed over, or text (an opening
    interjection the guard lets be, rightly: "Hm, which mode ...")."""
    tokens = [(m.start(), m.group(0)) for m in chord_token().finditer(message)]
    interjection = guard.opening_interjection(message)
    out, start = [], 0
    for raw in message.split(" "):
        word = word_of(raw)
        inside = [t for s, t in tokens if start <= s < start + len(raw)]
        start += len(raw) + 1
        kind = read_word(word)
        if word in refused:
            out.append(Word(raw, REFUSED))
        elif word == interjection:
            out.append(Word(raw, TEXT))
        elif inside:
            out.append(Word(raw, VALID) if inside == [word] else Word(raw, MISREAD, " ".join(inside)))
        elif kind == "numeral":
            out.append(Word(raw, ROMAN))
        else:
            out.append(Word(raw, UNREAD if kind is not None else TEXT))
    return out

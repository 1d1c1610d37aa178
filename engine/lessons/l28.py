"""Lesson 28, comparing major and minor: what TheoryComparisonSkill reads, and what reaches it on main.

At the pin the probe asks the skill its example prompts and the course's phrasings, naming the
first of its four patterns that finds the pair; reads the scales back out of its fixed answer
against a textbook's (`engine.music.minor_forms`, `engine.music.keys`); asks the comparison its
same-pair answer suggests; and asks RelativeKeySkill the parallel keys VsPattern's comment leaves
to it. On main (the course's GaMain, ComparisonProbe.cs) it asks main's chatbot host, no model
reachable, the example prompts and three of the course's phrasings: lesson 25's host, whose
keyword fallback walks main's CanHandle (RelativeKeySkill's new one among them).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cached_property

from ..ga.routing import ChatbotHost, ChatReply
from ..ga.routing.endpoint import CHAT
from ..ga.routing.responses import AgentResponse
from ..ga.routing.skills import can_handle
from ..ga.routing.skills.theory_comparison import matching_pattern
from ..music.keys import MAJOR, MINOR, Key
from ..music.minor_forms import FORMS, HARMONIC_MINOR, MELODIC_MINOR, NATURAL_MINOR, differing_degrees, from_steps
from ..music.minor_forms import triad_quality
from ..music.scales import degree_formula
from ..music.spelling import note_pc
from ..panel import Ask, Choice, Option, Panel
from ..pictures.drawings import scale_ladder
from ..table import Column, Join, Line, Quote, Table, grid, per, phrase
from . import said_at
from .chat_replies import NONE, answered_by, counts, first_line, intent_cell, reply_text, slug

TITLE = "Comparing major and minor"
INTENT, SKILL, RELATIVE = "skill.theorycomparison", "TheoryComparisonSkill", "RelativeKeySkill"
COURSE = (  # the course's phrasings (ComparisonProbe.Course)
    "Minor vs major", "Major vs. minor", "Compare minor with major", "What is the difference between minor and major",
    "What's the difference between major and minor keys", "Major and minor difference",
    "How are major and minor different", "Major or minor: what's the difference?", "Majors vs minors",
    "What is the difference between the major and minor scales", "Difference between a major and a minor chord",
    "Explain the major vs minor difference", "Which sounds sadder, a major vs minor chord?", "C major vs C minor",
    "What's the difference between C major and C minor", "Major vs major", "Major vs dorian", "Dorian vs Aeolian",
    "Harmonic minor vs melodic minor", "Major pentatonic vs minor pentatonic",
)
ON_MAIN = ("Minor vs major", "Difference between a major and a minor chord", "C major vs C minor")  # OnMain
ANSWER, SAME_PAIR, REFUSED = "answer", "same pair", "refused"
SHOWN_PROMPT = "What is the difference between major and minor"
SAME_PAIRS = ("Major vs major", "Minor vs minor")
PARALLEL = ("C major vs C minor", "What's the difference between C major and C minor", "Parallel minor of C major")
TRIAD_DEGREES = (1, 4, 5)
# How the course's program reads the answer back (Lesson28.cs)
WITH_STEPS = re.compile(r"^- (?P<name>Major|Minor):\s+(?P<steps>[\d ]+?) — degrees `(?P<deg>[^`]+)`", re.MULTILINE)
VARIANTS = re.compile(r"^- (?P<name>Natural minor|Harmonic minor|Melodic minor): `(?P<deg>[^`]+)`", re.MULTILINE)
RELATIVE_PAIR = re.compile(r"(?P<a>[A-G]) major ↔ (?P<b>[A-G]) minor")
SUGGESTION = re.compile(r'e\.g\. "(?P<s>[^"]+)"')
TEXTBOOK = {"Major": MAJOR, "Minor": NATURAL_MINOR}  # the scale a textbook means by the answer's two names


@dataclass(frozen=True, eq=False)
class Lesson28:
    """GA at one revision: the chatbot host; at the pin its skills asked directly."""

    host: ChatbotHost

    @property
    def at(self) -> str:
        return self.host.at

    def ask(self, prompt: str, skill: str = SKILL) -> AgentResponse:
        return self.host.call_skill(skill, prompt)

    def outcome(self, prompt: str) -> str:
        """The course's reading of the skill's last evidence line."""
        return outcome_of(self.ask(prompt))

    @cached_property
    def examples(self) -> tuple[str, ...]:
        return self.host.intent(INTENT).prompts

    @cached_property
    def phrasings(self) -> tuple[tuple[str, str], ...]:
        """(source, phrasing): the skill's example prompts, then the course's."""
        return tuple([("example", p) for p in self.examples] + [("course", p) for p in COURSE])


def outcome_of(reply: AgentResponse) -> str:
    """The course's reading of the skill's last evidence line: the answer, the same pair twice, or a refusal."""
    last = reply.evidence[-1]
    return ANSWER if "matched pair" in last else SAME_PAIR if "same-token pair" in last else REFUSED


def model(at: str) -> Lesson28:
    return Lesson28(ChatbotHost(at))


def phrasings(ga: Lesson28) -> Table:
    "The pattern that finds the pair in each phrasing, and the skill's answer."
    if ga.at != "pin":
        return Table(None)
    rows, figures, outcomes = [], {}, []
    for source, prompt in ga.phrasings:
        pattern, outcome = matching_pattern(prompt), ga.outcome(prompt)
        outcomes.append((source, outcome))
        rows.append((phrase(source), prompt, pattern or phrase("none"), phrase(outcome)))
        if source == "course":  # the examples all get the answer; "Major vs. minor" is the course's
            figures |= per(slug(prompt), pattern=pattern or NONE, outcome=outcome)
    n = {(s, o): outcomes.count((s, o)) for s in ("example", "course") for o in (ANSWER, SAME_PAIR, REFUSED)}
    figures |= {"examples": len(ga.examples), "examples_answer": n["example", ANSWER], "course": len(COURSE),
                "course_answer": n["course", ANSWER], "course_same_pair": n["course", SAME_PAIR],
                "course_refused": n["course", REFUSED],
                "can_handle": sum(can_handle(SKILL, p) for _, p in ga.phrasings)}
    summary = Line("example prompts {examples}: answer {examples_answer}; the course's {course}: answer "
                   "{course_answer}, same pair {course_same_pair}, refused {course_refused}; CanHandle accepts "
                   "{can_handle}")
    columns = [("source", 8), ("phrasing", 58), ("regex", 18), ("answer", 0)]
    return Table("TheoryComparisonSkill: the regex that finds the pair in each phrasing, and the answer",
                 [grid(columns, rows), summary], figures)


def answer_text(ga: Lesson28) -> Table:
    "The skill's fixed answer, line by line."
    if ga.at != "pin":
        return Table(None)
    text = ga.ask(SHOWN_PROMPT).result
    lines = [phrase("  | {line}", line=Quote(line)) for line in text.split("\n")]
    figures = {"lines": len(lines), "says_only_the_third_flips": "The single interval that flips is the **third**" in text,
               "says_sixth_and_seventh_differ": "secondary differences at the 6th and 7th" in text}
    return Table(phrase("TheoryComparisonSkill's answer to \"{prompt}\"", prompt=SHOWN_PROMPT), lines, figures)


def scales(ga: Lesson28) -> Table:
    "The scales the answer writes, against a textbook's; its relative pairs and the triads on I, IV and V."
    if ga.at != "pin":
        return Table(None)
    text = ga.ask(SHOWN_PROMPT).result
    rows, figures = [], {}
    read = [(m["name"], TEXTBOOK[m["name"]], m["deg"], m["steps"]) for m in WITH_STEPS.finditer(text)]
    read += [(m["name"], m["name"].lower(), m["deg"], None) for m in VARIANTS.finditer(text)]
    for label, form, written, steps in read:
        textbook = degree_formula(FORMS[form])
        from_answer = degree_formula(from_steps([int(s) for s in steps.split()])) if steps else "-"
        same = written == textbook and (steps is None or from_answer == written)
        differ = differing_degrees(FORMS[form])
        rows.append((label, written, from_answer, textbook, same, " ".join(map(str, differ)) or phrase("none")))
        figures |= per(label.lower().replace(" ", "_"), same=same, differ=len(differ),
                       differing=" ".join(map(str, differ)))
    pairs = [(m[0], Key(m["a"], MAJOR), Key(m["b"], MINOR)) for m in RELATIVE_PAIR.finditer(relative_line(text))]
    same_notes = [(name, pcs(a) == pcs(b)) for name, a, b in pairs]
    figures |= {"scales": len(rows), "all_same": all(r[4] for r in rows), "pairs": len(pairs),
                "pairs_same": sum(s for _, s in same_notes),
                "only_third": sum(len(differing_degrees(FORMS[f])) == 1 for f in FORMS if f != MAJOR),
                "triads_as_answer_says": triad_qualities(MAJOR) == ("major",) * 3
                and triad_qualities(HARMONIC_MINOR) == ("minor", "minor", "major")}
    columns = [Column("scale", 16), Column("the answer writes", 18), Column("its steps give", 18),
               Column("a textbook", 18), Column("the same", 9), Column("degrees not major's")]
    lines = [grid(columns, rows),
             phrase("relative pairs: {pairs}", pairs=Join("; ", [phrase("{pair}: the same notes {same}", pair=Quote(n),
                                                                         same=s)
                                                                  for n, s in same_notes])),
             phrase("triads on degrees {first}, {second} and {third}: {triads}", first=TRIAD_DEGREES[0],
                    second=TRIAD_DEGREES[1], third=TRIAD_DEGREES[2], triads=triads())]
    pictures = {form.replace(" ", "_"): scale_ladder((phrase("Major"), FORMS[MAJOR]),
                                                     (phrase(form.capitalize()), FORMS[form]))
                for form in (NATURAL_MINOR, HARMONIC_MINOR, MELODIC_MINOR)}  # the scales' names in the reader's words
    return Table("The scales in the answer, against a textbook: the degrees it writes, the degrees its steps give, "
                 "and a textbook's", lines, figures, pictures)


def relative_line(text: str) -> str:
    """The answer's line on relative pairs (the program takes the single line that starts so)."""
    return next(line for line in text.split("\n") if line.startswith("- Relative pairs"))


def pcs(key: Key) -> frozenset[int]:
    return frozenset(note_pc(n) for n in key.notes)


def triad_qualities(form: str) -> tuple[str, ...]:
    """The qualities of the triads on degrees 1, 4 and 5 of a scale: ("minor", "minor", "major")."""
    return tuple(triad_quality(FORMS[form], d) for d in TRIAD_DEGREES)


def triads() -> Join:
    """The qualities of the triads on degrees 1, 4 and 5 of the major, natural minor and harmonic minor scales."""
    return Join("; ", [phrase("{scale}: {qualities}", scale=phrase(form),
                              qualities=Join(", ", [phrase(q) for q in triad_qualities(form)]))
                       for form in (MAJOR, NATURAL_MINOR, HARMONIC_MINOR)])


def same_pair(ga: Lesson28) -> Table:
    "The comparison the same-pair answer suggests, and the skill's answer to it."
    if ga.at != "pin":
        return Table(None)
    rows, figures = [], {}
    for prompt in SAME_PAIRS:
        suggestion = SUGGESTION.search(ga.ask(prompt).result)["s"]
        outcome = ga.outcome(suggestion)
        rows.append((prompt, suggestion, phrase(outcome)))
        figures |= per(slug(prompt), suggestion=suggestion, outcome=outcome)
    figures["suggestions_refused"] = sum(figures[f"{slug(p)}.outcome"] == REFUSED for p in SAME_PAIRS)
    lines = [grid([("question", 16), ("suggests", 20), ("answer to the suggestion", 0)], rows),
             phrase("  | {answer}", answer=Quote(ga.ask(SAME_PAIRS[0]).result))]
    return Table("The same pair twice: the answer, the comparison it suggests, and the skill's answer to that",
                 lines, figures)


def parallel_keys(ga: Lesson28) -> Table:
    "RelativeKeySkill, asked the parallel keys VsPattern's comment leaves to it."
    if ga.at != "pin":
        return Table(None)
    rows, figures = [], {}
    for prompt in PARALLEL:
        reply = ga.ask(prompt, RELATIVE)
        rows.append((prompt, reply.confidence, Quote(reply.result.split("\n")[0])))
        figures |= per(slug(prompt), confidence=reply.confidence)
    figures["answered"] = sum(ga.ask(p, RELATIVE).confidence == 1.0 for p in PARALLEL)
    columns = [Column("question", 52), Column("confidence", 12, ".3f"), Column("answer")]
    return Table(phrase("RelativeKeySkill, which VsPattern's comment says handles \"{question}\": confidence and the "
                        "first line of the answer", question=PARALLEL[0]), [grid(columns, rows)], figures)


def without_embeddings(ga: Lesson28) -> Table:
    "On main, no model reachable: the intent the router picks for each phrasing, and what the chat endpoint answers."
    if ga.at != "main":
        return Table(None)
    asked = [*ga.examples, *ON_MAIN]
    picks = [ga.host.route(p) for p in asked]
    replies = [ga.host.chat(p) for p in asked]
    pick_ids = [m.intent.id if m else NONE for m in picks]
    rows = [(p, intent_cell(pick), answered_by(r), first_line(r)) for p, pick, r in zip(asked, pick_ids, replies)]
    examples = replies[:len(ga.examples)]
    figures = {"phrasings": len(asked), "examples": len(ga.examples), "router_none": pick_ids.count(NONE),
               "router_comparison": pick_ids.count(INTENT), "router_chordinfo": pick_ids.count("skill.chordinfo"),
               "examples_reaching_skill": sum(r.agent == INTENT for r in examples),
               "examples_voicing": sum(r.agent == "voicing" for r in examples),
               "examples_unavailable": sum(r.agent == "fallback-direct" for r in examples),
               "comparison_can_handle": sum(can_handle(SKILL, p, ga.at) for p in asked),
               "relative_key_can_handle": sum(can_handle(RELATIVE, p, ga.at) for p in asked),
               # ChordInfoSkill reads the article "a" as the root A (GA #782)
               "article_read_as_a": sum(r.agent == "skill.chordinfo" and r.answer.startswith("A ") for r in replies)}
    for prompt, reply in zip(asked, replies):
        figures |= per(slug(prompt), agent=reply.agent)
    summary = phrase("{phrasings} phrasings; the router picks {picks}; the chat endpoint answers with {answers}",
                     phrasings=len(asked), picks=counts([(p, intent_cell(p)) for p in pick_ids]),
                     answers=counts([(reply_text(r), answered_by(r)) for r in replies]))
    title = phrase("Without embeddings: the intent SemanticIntentRouter picks for the example prompts and three of "
                   "the course's phrasings, and what POST /api/chatbot/chat answers ({where})", where=said_at(ga.at))
    columns = [("phrasing", 58), ("router picks", 24), ("chat: agent (routing method)", 45),
               ("first line of the answer", 0)]
    return Table(title, [grid(columns, rows), summary], figures)


# ---- Try another: the reader's own comparison, asked of the skill and of the chat endpoint (engine.panel) ----

PHRASINGS = ("{a} vs {b}", "What is the difference between {a} and {b}", "Compare {a} with {b}")
COMPARED = ("major", "minor", "C major", "C minor", "dorian", "aeolian", "harmonic minor", "melodic minor")


def comparison_answer(pick: tuple[str, str, str], replies) -> Table:
    "The reader's comparison: TheoryComparisonSkill called directly, and POST /api/chatbot/chat, side by side."
    skill, sent = replies
    chat = sent.reply if sent.reply is not None else ChatReply(sent.status)
    said = next((line.strip() for line in skill.result.splitlines() if line.strip()), "")
    rows = [(phrase("{skill}, called directly", skill=SKILL), phrase(outcome_of(skill)), Quote(said) if said else ""),
            (f"POST {CHAT}", answered_by(chat), Quote(first_line(chat)) if chat.status == 200 else "")]
    columns = [Column("", heading="asked through"), Column("", heading="outcome"),
               Column("", heading="first line of the answer")]
    return Table(phrase("Asked {question}", question=Quote(pick[0].format(a=pick[1], b=pick[2]))),
                 [grid(columns, rows, header=False)])


PANELS = [
    Panel("without_embeddings", (Choice("phrasing", "the phrasing", tuple(Option(p, Quote(p)) for p in PHRASINGS)),
                                 Choice("a", "the first", tuple(Option(w, Quote(w)) for w in COMPARED)),
                                 Choice("b", "the second", tuple(Option(w, Quote(w)) for w in COMPARED))),
          lambda phrasing, a, b: (Ask(SKILL, phrasing.format(a=a, b=b)), Ask(None, phrasing.format(a=a, b=b))),
          comparison_answer, (PHRASINGS[0], "minor", "major"), compare=True),
]


QUESTIONS = [phrasings, answer_text, scales, same_pair, parallel_keys, without_embeddings]

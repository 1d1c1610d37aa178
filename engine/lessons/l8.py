"""Lesson 8, "The chatbot's own exam": GA's prompt corpus run without a model, then the gate itself tested.

The probe (the course's Lesson8.cs) reads the pin's prompts.yaml (`engine.ga.corpus`), sends each
prompt that names its intent to that intent directly and the others to `POST /api/chatbot/chat` of
the host (`engine.ga.routing.ChatbotHost`, with GA's `skills/` folder found), and checks every
answer as PromptCorpusTests does. Then it tests the checks: each passing prompt's invariants applied
to the run's other answers and to its own answer a semitone higher (`engine.music.note_tokens`),
first as GA reads its strings (case-insensitive substrings), then as the course proposes (a string
starting with a note name keeps its case, and every string stands alone). The pin only.
"""
from __future__ import annotations

import re
from dataclasses import replace

from ..ga.atonal import forte_label, icv_text
from ..ga.corpus import DEGRADED_TOKEN, Failure, entries, evaluate, ga_contains, markers
from ..ga.corpus.invariants import (BANNED, CONTAINS, CONTAINS_ANY, DEFAULT_MIN_LENGTH, DEGRADED, EMPTY, NOT_CONTAINS,
                                    TOO_SHORT, Contains)
from ..ga.dotnet_text import trim_end, utf16_length, utf16_prefix
from ..ga.routing import ChatbotHost
from ..ga.routing.skills.wrappers import degraded_answer
from ..music.note_tokens import is_note_token, names_pitch, semitone_up
from ..music.pitch_class import bitmask
from ..music.set_class import interval_class_vector, prime_mask
from ..table import Cell, ForReader, Join, Line, Quote, Table, grid, per, phrase
from .l8_exam import Attempt, Exam, check_grid_picture, ga_verdict, run_exam
from .l8_reading import contains_whole, match, strict

TITLE = "The chatbot's own exam"
REVISIONS = ("pin",)
PIN = "a826864"
CORPUS_PATH = "Tests/Apps/GaChatbot.Api.Tests/Corpus/prompts.yaml"
PATH_B = "skill.diatonicchords"  # the SKILL.md skill a model must answer for
HIGHER, TYPO, ERROR_TEXT, KEY_BLIND, WHOLE_TONE, DIMINISHED = 51, 26, 31, 49, 38, 39  # the answers the course shows
INVERSION = 61  # a question only a model answers (the course's third exercise)
# A wrong answer to it, long enough for its min_length, as the course's third exercise imagines one
WRONG_INVERSION = "Yes: under inversion the sets 0,1,4 and 0,1,6 map onto each other, so they are equivalent."
SHOWN_LINES, EXAMPLES = 6, 3  # lines of an accepted answer shown; prompt numbers cited per row
# The prompts a page names, for their figures: by the name of the question, the prompt's number in the corpus
CITED = {"hijaz": 6, "outside_f": 14, "tension_a": 15, "typo": 26, "c_major_notes": 30, "error_text": 31,
         "cmaj9": 47, "arpeggios_am": 49, "arpeggios_dm7": 50, "drop_c": 51, "chord_c_e_g": 56, "g7_notes": 62,
         "c_major_triad": 67}


def model(at: str) -> Exam:
    """The course's host for lesson 8 (GA's skills/ folder found, no model server, no API key) and its answers."""
    return run_exam(at)


def corpus(ga: Exam) -> Table:
    "The corpus: its prompts, the skipped and judged ones, the intents named, the expected strings and their lengths."
    found = entries()
    expected = [s for e in found for s in e.expected]
    figures = {"prompts": len(found), "skipped": sum(e.skip for e in found), "judged": sum(e.judge is not None for e in found),
               "routed": sum(not e.skip and e.routes_to is not None for e in found), "expected": len(expected),
               "one_character": sum(utf16_length(s) == 1 for s in expected),
               "note_letters": sum(s in "ABCDEFG" and len(s) == 1 for s in expected),
               "default_min_length": DEFAULT_MIN_LENGTH, "degraded_markers": len(markers(DEGRADED)),
               "banned_markers": len(markers(BANNED))}
    return Table(phrase("GA's prompt corpus at {commit} ({path})", commit=PIN, path=CORPUS_PATH),
                 [Line("prompts {prompts}, skipped {skipped}, with a judge rubric {judged}, naming the intent that must answer {routed}"),
                  Line("expected strings {expected}, of one character {one_character}")], figures)


def outcomes(ga: Exam) -> Table:
    "Each prompt sent without a model and checked as PromptCorpusTests checks it."
    rows = [(a.number, Quote(cut(a.entry.prompt, 45)), a.served, "" if a.answer is None else verdict(ga_verdict(a)))
            for a in ga.attempts]
    answered = ga.answered
    diatonic = [a for a in answered if a.intent == PATH_B]
    figures = {"prompts": len(ga.attempts), "skipped": sum(a.entry.skip for a in ga.attempts),
               "http_errors": sum(a.status not in (None, 200) for a in ga.attempts), "answered": len(answered),
               "passed": sum(ga_verdict(a) is None for a in answered),
               "failed": sum(ga_verdict(a) is not None for a in answered),
               "degraded": sum(is_degraded(ga_verdict(a)) for a in answered),
               "intents": sum(a.intent is not None for a in answered), "by_algebra": sum(a.agent == "algebra" for a in answered),
               "diatonic": len(diatonic), "diatonic_failed": sum(ga_verdict(a) is not None for a in diatonic),
               "diatonic_passed": sum(ga_verdict(a) is None for a in diatonic),
               "only_diatonic_fail": all(a.intent == PATH_B for a in answered if ga_verdict(a) is not None)}
    figures |= error_text_as_marker(ga) | inversion_question(ga)
    summary = Line("{prompts} prompts: {skipped} skipped, {http_errors} end in an HTTP error, {answered} answered: "
                   "{passed} pass, {failed} fail, {degraded} of them flagged as a degraded backend")
    columns = [("#", 3), ("prompt", 46), ("answered by", 26), ("verdict", 0)]
    return Table("Each prompt without a model, checked as PromptCorpusTests checks it", [grid(columns, rows), "", summary],
                 figures, {"checks": check_grid_picture(ga)})


def error_text_as_marker(ga: Exam) -> dict:
    """The course's first exercise: the inner skill's error text counted as a degraded marker too."""
    error = ga.attempt(ERROR_TEXT).answer
    marked = [DEGRADED_TOKEN if a.answer == error else ga_verdict(a) for a in ga.answered]
    return per("error_text_as_marker", passed=sum(v is None for v in marked), failed=sum(v is not None for v in marked),
               degraded=sum(v == DEGRADED_TOKEN for v in marked))


def inversion_question(ga: Exam) -> dict:
    """The course's third exercise: the two sets the prompt names, whether inversion makes them one set class (it
    does not), and whether the entry's invariants would take a wrong yes."""
    a = ga.attempt(INVERSION)
    first, second = (tuple(int(n) for n in s.split(",")) for s in re.findall(r"\d+(?:,\d+)+", a.entry.prompt))
    return per("inversion_question", number=a.number, status=a.status, min_length=a.entry.min_length, equivalent=prime_mask(first) == prime_mask(second),
               first_forte=forte_label(bitmask(first)), second_forte=forte_label(bitmask(second)),
               first_vector=icv_text(interval_class_vector(first)), second_vector=icv_text(interval_class_vector(second)),
               wrong_answer_passes=evaluate(a.entry, WRONG_INVERSION) is None)


def path_b(ga: Exam) -> Table:
    "The first diatonic-chords prompt: the answer its intent gives without a model, and what its two skills log."
    a = next(x for x in ga.attempts if x.entry.routes_to == PATH_B)
    response = ga.host.execute_intent(PATH_B, a.entry.prompt)
    wrapper = degraded_answer(ga.host.intent(PATH_B).cls).result  # its own text, from its catch block
    without_folder = ChatbotHost(ga.host.at, skill_mds_loaded=False)  # as the course's host ran before it fetched skills/
    flagged = [a for a in ga.answered if a.intent == PATH_B
               and is_degraded(evaluate(a.entry, without_folder.execute_intent(PATH_B, a.entry.prompt).result))]
    figures = {"number": a.number, "answer": a.answer, "confidence": response.confidence, "logged": len(a.logs),
               "tools": tool_count(a.logs), "is_degraded_marker": is_degraded(ga_verdict(a)), "wrapper_text": wrapper,
               "wrapper_text_is_a_marker": is_degraded(evaluate(a.entry, wrapper)),
               "flagged_without_skills_folder": len(flagged)}
    return Table(phrase("#{number} {prompt}: the intent's answer and the skills' log lines", number=a.number,
                        prompt=Quote(a.entry.prompt)),
                 [ForReader(phrase("  | {answer}", answer=Quote(a.answer)), Quote(a.answer)), *(Quote(line) for line in a.logs)],
                 figures)


def tool_count(logs: tuple[str, ...]) -> int:
    """The tools SkillMdDrivenSkill's failure says it offered the model ("tools=15")."""
    return next(int(line.split("tools=")[1].split(",")[0]) for line in logs if "tools=" in line)


def ga_foreign(ga: Exam) -> Table:
    "GA's invariants applied to the other answers of the run, and to each answer a semitone higher."
    return foreign(ga, ga_contains, "GA's invariants applied to the other answers, and to the same answer a semitone higher")


def higher(ga: Exam) -> Table:
    "The drop-C tuning answer a semitone higher: what GA's reading and the strict one say of it, and its first lines."
    a = ga.attempt(HIGHER)
    moved = semitone_up(a.answer)
    ga_says, strict_says = evaluate(a.entry, moved), strict(a.entry, moved)
    figures = {"number": a.number, "ga_passes": ga_says is None, "strict_passes": strict_says is None,
               "strict_missing": strict_says.string if strict_says else ""}
    title = phrase("#{number} {prompt}, the answer a semitone higher: GA {ga}, strict {strict}", number=a.number,
                   prompt=Quote(a.entry.prompt), ga=verdict(ga_says), strict=verdict(strict_says))
    return Table(title, [answer_line(line) for line in moved.split("\n")[:3]], figures)


def typo_answer(ga: Exam) -> Table:
    "The misspelt family: the major scale's modes, accepted as melodic minor's."
    return accepted(ga, TYPO, all_required(ga, TYPO))


def all_required(ga: Exam, number: int) -> dict:
    """The course's second exercise: the entry's contains_any read as contains (every family named required), on its
    own answer and on the run's other answers."""
    a = ga.attempt(number)
    entry = replace(a.entry, contains=a.entry.contains_any, contains_any=None)
    own = evaluate(entry, a.answer)
    others = [o.number for o in distinct(ga) if o.answer != a.answer and evaluate(entry, o.answer) is None]
    return per("all_required", passes=own is None, missing=own.string if own else "",
               others=", ".join(f"#{n}" for n in others))


def error_answer(ga: Exam) -> Table:
    "The diatonic skill's error text, accepted as the chords of G major."
    return accepted(ga, ERROR_TEXT)


def whole_tone_answer(ga: Exam) -> Table:
    "The whole-tone scale: the right notes, a formula that does not spell them, accepted by its name."
    return accepted(ga, WHOLE_TONE)


def diminished_answer(ga: Exam) -> Table:
    "The diminished scale: the right notes, a formula that does not spell them, accepted by its name."
    return accepted(ga, DIMINISHED)


def key_blind_answer(ga: Exam) -> Table:
    "The key-blind arpeggio answer of lesson 5, accepted."
    return accepted(ga, KEY_BLIND)


def accepted(ga: Exam, number: int, more: dict | None = None) -> Table:
    """An answer the gate passed: its first lines, and where each expected string was found in it."""
    a = ga.attempt(number)
    lines = trim_end(a.answer).split("\n")
    shown = [answer_line(line) for line in lines[:SHOWN_LINES]]
    if len(lines) > SHOWN_LINES:
        hidden = len(lines) - SHOWN_LINES
        shown.append(ForReader(phrase("  | … {more} more lines", more=hidden), phrase("… {more} more lines", more=hidden)))
    found = list(a.entry.contains or ())
    found += [s for s in a.entry.contains_any or () if ga_contains(a.answer, s)][:1]
    matches = [match(a.answer, s) for s in found]
    figures = {"number": a.number, "passes": ga_verdict(a) is None, "lines": len(lines)}
    figures |= {"string": found[0], "matched": matches[0][0], "line": matches[0][1]} if found else {}
    figures |= more or {}
    title = phrase("#{number} {prompt}: {verdict}", number=a.number, prompt=Quote(a.entry.prompt), verdict=verdict(ga_verdict(a)))
    said = [ForReader(phrase('"{string}" matches "{word}" on line {line}', string=s, word=w, line=n),
                      phrase("{string} matches {word} on line {line}", string=Quote(s), word=Quote(w), line=n))
            for s, (w, n) in zip(found, matches)]
    return Table(title, [*shown, *said], figures)


def strict_own(ga: Exam) -> Table:
    "The strict reading of each prompt's own answer: where its verdict differs from GA's."
    differ = [a for a in ga.answered if (ga_verdict(a) is None) != (strict(a.entry, a.answer) is None)]
    parts = [phrase("#{number} {prompt}: GA {ga}, strict {strict}", number=a.number, prompt=Quote(a.entry.prompt),
                    ga=verdict(ga_verdict(a)), strict=verdict(strict(a.entry, a.answer))) for a in differ]
    figures = {"differ": len(differ), "differ_numbers": ", ".join(f"#{a.number}" for a in differ),
               "only_wrong_passes_fail": all(ga_verdict(a) is None for a in differ)}
    return Table("The same invariants, read strictly: each prompt's own answer",
                 parts or ["(the strict reading gives every answer the same verdict as GA's)"], figures)


def strict_foreign(ga: Exam) -> Table:
    "The strict reading applied to the other answers of the run, and to each answer a semitone higher."
    return foreign(ga, contains_whole, "The strict reading applied to the other answers, and to the same answer a semitone higher")


QUESTIONS = [corpus, outcomes, path_b, ga_foreign, higher, typo_answer, error_answer, whole_tone_answer,
             diminished_answer, key_blind_answer, strict_own, strict_foreign]


def foreign(ga: Exam, contains: Contains, title: str) -> Table:
    """Each passing prompt's invariants applied to the run's other distinct answers, and to its own a semitone up."""
    first = {a.answer: a for a in distinct(ga)}
    passed = [a for a in ga.answered if evaluate(a.entry, a.answer, contains) is None]
    rows, found = [], {}
    for a in passed:
        others = [o for o in first.values() if o.answer != a.answer]
        passing = [o.number for o in others if evaluate(a.entry, o.answer, contains) is None]
        moved = evaluate(a.entry, semitone_up(a.answer), contains) if names_pitch(a.entry.prompt) else None
        found[a.number] = (passing, moved)
        rows.append((a.number, Quote(cut(a.entry.prompt, 41)), others_cell(passing, len(others)),
                     verdict(moved) if names_pitch(a.entry.prompt) else phrase("n/a")))
    pitched = [a for a in passed if names_pitch(a.entry.prompt)]
    moved_passes = [a for a in pitched if found[a.number][1] is None]
    figures = {"passing": len(passed), "others": len(first) - 1, "accepted": sum(len(p) for p, _ in found.values()),
               "higher_accepted": len(moved_passes), "name_pitch": len(pitched),
               "higher_accepted_strings_name_no_pitch": sum(not any(starts_with_note(s) for s in a.entry.expected)
                                                            for a in moved_passes),
               "higher_missing_a_chord_name": sum(m is not None and " " in m.string for _, m in found.values())}
    for name, number in CITED.items():
        if number in found:
            passing, moved = found[number]
            figures |= per(name, number=number, accepted=len(passing), accepted_numbers=", ".join(f"#{n}" for n in passing),
                           names_pitch=names_pitch(ga.attempt(number).entry.prompt),
                           higher_passes=names_pitch(ga.attempt(number).entry.prompt) and moved is None,
                           higher_missing=moved.string if moved is not None and moved.check == CONTAINS else "",
                           higher_answer=semitone_up(ga.attempt(number).answer))
    columns = [("#", 3), ("prompt", 42), ("other answers pass", 26), ("a semitone higher", 0)]
    summary = Line("{passing} passing prompts; other answers accepted: {accepted}; "
                   "accepted a semitone higher: {higher_accepted} of {name_pitch} that name a pitch")
    return Table(title, [grid(columns, rows), "", summary], figures)


def distinct(ga: Exam) -> list[Attempt]:
    """The answered attempts, one per distinct answer: the first (DistinctBy)."""
    first: dict[str, Attempt] = {}
    for a in ga.answered:
        first.setdefault(a.answer, a)
    return list(first.values())


def others_cell(passing: list[int], others: int) -> Cell:
    """"n of m", with the first prompts' numbers."""
    if not passing:
        return phrase("{n} of {total}", n=0, total=others)
    cited = [f"#{n}" for n in passing[:EXAMPLES]] + (["…"] if len(passing) > EXAMPLES else [])
    return phrase("{n} of {total} ({examples})", n=len(passing), total=others, examples=Join(", ", cited))


def starts_with_note(string: str) -> bool:
    return is_note_token(string.split(" ")[0])


def is_degraded(failure: Failure | None) -> bool:
    return failure is not None and failure.check == DEGRADED


def verdict(failure: Failure | None) -> Cell:
    """A verdict as the course writes it: pass, or the first check failed."""
    if failure is None:
        return phrase("pass")
    quoted = {BANNED: ('banned "{string}"', "banned {string}"), NOT_CONTAINS: ('contains "{string}"', "contains {string}"),
              CONTAINS: ('missing "{string}"', "missing {string}")}
    if failure.check in quoted:
        printed, read = quoted[failure.check]
        return ForReader(phrase(printed, string=failure.string), phrase(read, string=Quote(failure.string)))
    if failure.check == TOO_SHORT:
        return phrase("too short ({length} < {minimum} chars)", length=failure.length, minimum=failure.minimum)
    return {EMPTY: phrase("empty response"), DEGRADED: DEGRADED_TOKEN, CONTAINS_ANY: phrase("none of contains_any")}[failure.check]


def answer_line(line: str) -> Cell:
    """A line of an answer after "  | ", its end trimmed (a blank one prints the bar alone); a reader reads the
    line quoted, without the bar, and no blank line."""
    line = trim_end(line)
    return ForReader(phrase("  | {line}", line=Quote(line)), Quote(line.strip())) if line else ForReader("  |", "")


def cut(text: str, most: int) -> str:
    """The text, or its first units and "…" when longer than `most`."""
    return text if utf16_length(text) <= most else utf16_prefix(text, most - 1) + "…"



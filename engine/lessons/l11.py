"""Lesson 11, "The chords the key skill reads": KeyIdentificationService at the pin and at GA 6baf32e.

Both chatbot surfaces for "what key is ...", KeyIdentificationSkill and the key-identification
SKILL.md's ga_key_identify, read the chord symbols out of the question with one pattern, score
the 30 keys and hand the model the keys tied at the top, then three more. The probe (the course's
Lesson11.cs) asks the skill's example prompts, reads 28 symbols, asks for the key of six textbook
progressions in the 30 keys, checks each candidate's relative key and prints the prompt's data,
with the pinned service and with 6baf32e's; the pinned answers are checked against ga_key_identify.
GA is asked at the pin only; 6baf32e is a column inside it.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from ..ga.mcp.key_identification import identify_key
from ..ga.routing import ChatbotHost
from ..ga.routing.skills.key_identification import build_prompt
from ..ga.tonal.key_identification import (PIN, V6BAF32E, KeyCandidate, chord_pattern, extract_chords, identify,
                                           parse_chord, partial_matches, tied_at_top)
from ..music.keys import MAJOR, MINOR, Key, usual_keys
from ..music.spelling import ONE_SIGN_NAMES, note_pc
from ..pictures.drawings import weighed_keys
from ..table import Column, Drawing, ForReader, Join, Line, Quote, Table, grid, per, phrase
from . import names

TITLE = "The chords the key skill reads"
REVISIONS = ("pin",)
VERSIONS = (("a826864", PIN), ("6baf32e", V6BAF32E))  # the pinned service, and the one GA 6baf32e compiles
INTENT = "skill.keyidentification"
SKILL_MD_PROGRESSIONS = ("Dm G C", "C Am F G")  # skills/key-identification/SKILL.md lines 60 and 66
ASKED = "What key is {chords} in?"
SYMBOLS = ("C", "Cm", "Cdim", "Caug", "C+", "C°", "Cmin", "C#", "C#m", "Db", "F#", "F#7", "B♭", "F♯", "C7", "Cm7",
           "Cmaj7", "CM7", "CΔ7", "Cm7b5", "Cø7", "Cdim7", "C6", "C9", "Csus4", "Cadd9", "C7#9", "C/E")
PROGRESSIONS = (  # name, mode, (scale degree from 0, suffix) per chord
    ("I IV V I", MAJOR, ((0, ""), (3, ""), (4, ""), (0, ""))),
    ("I II V I", MAJOR, ((0, ""), (1, ""), (4, ""), (0, ""))),  # II: a major triad, the dominant's dominant
    ("ii7 V7 Imaj7", MAJOR, ((1, "m7"), (4, "7"), (0, "maj7"))),
    ("i iv V i", MINOR, ((0, "m"), (3, "m"), (4, ""), (0, "m"))),  # V: the harmonic minor's major triad
    ("iiø7 V7 i", MINOR, ((1, "m7b5"), (4, "7"), (0, "m"))),
    ("i VI III VII", MINOR, ((0, "m"), (5, ""), (2, ""), (6, ""))),
)
SHOWN = (("I IV V I", "Db major"), ("I II V I", "C major"), ("ii7 V7 Imaj7", "E major"), ("i iv V i", "F# minor"),
         ("iiø7 V7 i", "B minor"))
PROMPT_QUESTION = "What key is Db Gb Ab Db in?"
PROMPT_FROM, PROMPT_TO = "── TOP MATCHES", "Instructions:"  # the program's slice of BuildPrompt's text
FIRST, TIED, NOT_TOP, MISREAD = "=", "~", "x", "r"
MODE_LABEL = {MAJOR: "major keys", MINOR: "minor keys"}


@dataclass(frozen=True)
class Answer:
    """What the model is given: the chords read, the keys tied at the top, the next three."""

    chords: tuple[str, ...]
    top: tuple[KeyCandidate, ...]
    partial: tuple[KeyCandidate, ...]


@dataclass(frozen=True, eq=False)
class Lesson11:
    """KeyIdentificationService at the pin and at 6baf32e, and ga_key_identify at the pin."""

    host: ChatbotHost
    checked: list  # the pinned questions ga_key_identify agreed on

    def ask(self, version: str, query: str) -> Answer:
        chords = extract_chords(query, version)
        answer = select(chords, identify(chords, version))
        if version == PIN:
            self.check_against_tool(query, answer)
        return answer

    def check_against_tool(self, query: str, answer: Answer) -> None:
        """The course's check: ga_key_identify reads the same chords and returns the same keys."""
        tool = identify_key(query)
        same = (tool.recognized_chords == answer.chords and tool.top_candidates == answer.top
                and tool.partial_matches == answer.partial) if tool.error is None else not answer.top
        if not same:
            raise AssertionError(f"ga_key_identify disagrees on {query!r}")
        self.checked.append(query)


def model(at: str) -> Lesson11:
    return Lesson11(ChatbotHost(at), [])


def symbols(chords) -> Join:
    """Chord symbols one after another: a reader is never given "Db Gb Ab" as notes."""
    return Join(" ", tuple(chords))


def named(version: str) -> str:
    """A version in figure names: "pin" or "v6baf32e"."""
    return version if version == PIN else "v" + version


def select(chords, candidates) -> Answer:
    return Answer(tuple(chords), tied_at_top(candidates), partial_matches(candidates))


def top_cell(answer: Answer):
    """"4/4: A minor, C major", or "no key": the keys as GA names them, its words."""
    if not answer.top:
        return phrase("no key")
    first = answer.top[0]
    return phrase("{count}/{total}: {keys}", count=first.match_count, total=first.total_chords,
                  keys=Join(", ", tuple(Quote(c.key) for c in answer.top)))


def partial_cell(answer: Answer):
    """"; then Ab major 2/3, ...", or nothing."""
    if not answer.partial:
        return ""
    return phrase("; then {keys}", keys=Join(", ", tuple(phrase("{key} {count}/{total}", key=Quote(c.key),
                                                                count=c.match_count, total=c.total_chords)
                                                         for c in answer.partial)))


def example_prompts(ga: Lesson11) -> Table:
    "The skill's seven example prompts and the SKILL.md's two progressions: the chords read, the keys at the top."
    prompts = ga.host.intent(INTENT).prompts + SKILL_MD_PROGRESSIONS
    parts, figures = [], {}
    for prompt in prompts:
        rows = []
        for name, version in VERSIONS:
            answer = ga.ask(version, prompt)
            rows.append(("", name, phrase("reads {chords}", chords=symbols(answer.chords)), top_cell(answer)))
            figures |= per(f"{slug(prompt)}.{version}", first=answer.top[0].key if answer.top else "",
                           tied=len(answer.top), count=answer.top[0].match_count if answer.top else 0,
                           total=len(answer.chords))
        parts += [phrase('"{prompt}"', prompt=prompt), grid([("", 1), ("version", 8), ("reads", 20), ("top", 0)],
                                                            rows, header=False)]
    firsts = {version: [figures[f"{slug(p)}.{version}.first"] for p in prompts] for _, version in VERSIONS}
    figures |= {"prompts": len(prompts), "examples": len(prompts) - len(SKILL_MD_PROGRESSIONS),
                "pin_tied_everywhere": all(figures[f"{slug(p)}.{PIN}.tied"] == 2 for p in prompts),
                "first_differs": sum(a != b for a, b in zip(firsts[PIN], firsts[V6BAF32E])),
                "examples_pin_minor_first": sum(first.endswith(" minor") for first in
                                                firsts[PIN][:len(prompts) - len(SKILL_MD_PROGRESSIONS)])}
    return Table("The key skill's example prompts: the chords read, and the keys tied at the top", parts, figures,
                 {"dm_g_c": weighed(SKILL_MD_PROGRESSIONS[0])})


def counts_as(chord: str, version: str):
    parsed = parse_chord(chord, version)
    return "-" if parsed is None else phrase(parsed[1].lower())


def counted(chord: str, version: str) -> str:
    """The quality a chord read counts as, in figure values: "minor", or "-"."""
    parsed = parse_chord(chord, version)
    return "-" if parsed is None else parsed[1].lower()


def chords_read(ga: Lesson11) -> Table:
    "What each version reads in \"What key is X in?\" for 28 symbols, and the quality each chord counts as."
    rows, figures = [], {}
    for symbol in SYMBOLS:
        row: list = [symbol]
        for _name, version in VERSIONS:
            read = extract_chords(ASKED.format(chords=symbol), version)
            row += [" ".join(read) if read else phrase("nothing"),
                    Join(" ", tuple(counts_as(c, version) for c in read)) if read else "-"]
            figures |= per(f"{slug(symbol)}.{version}", read=" ".join(read),
                           counts=" ".join(counted(c, version) for c in read))
        rows.append(tuple(row))
    for _name, version in VERSIONS:
        figures |= {f"{named(version)}_read_whole": sum(figures[f"{slug(s)}.{version}.read"] == s for s in SYMBOLS),
                    f"{named(version)}_read_nothing": sum(figures[f"{slug(s)}.{version}.read"] == "" for s in SYMBOLS)}
    figures |= {"symbols": len(SYMBOLS)}
    columns = [Column("X", 8)]
    for name, _version in VERSIONS:
        columns += [Column(phrase("{version} reads", version=name), 14), Column("counts as", 14)]
    return Table('What each version reads in "What key is X in?", and what each chord counts as',
                 [grid(columns, rows)], figures)


def textbook_chords(tonic: str, mode: str, degrees) -> list[str]:
    notes = Key(tonic, mode).notes
    return [notes[degree] + suffix for degree, suffix in degrees]


def grade(answer: Answer, chords: list[str], key: str) -> str:
    if answer.chords != tuple(dict.fromkeys(chords)):
        return MISREAD
    if answer.top and answer.top[0].key == key:
        return FIRST
    return TIED if any(c.key == key for c in answer.top) else NOT_TOP


def textbook_progressions(ga: Lesson11) -> Table:
    "\"What key is ... in?\" for six textbook progressions in the 30 keys, at both versions."
    parts, figures, shown = [], {}, []
    tally = {version: {FIRST: 0, TIED: 0, NOT_TOP: 0, MISREAD: 0} for _, version in VERSIONS}
    above = {version: 0 for _, version in VERSIONS}
    twins_tied = {version: 0 for _, version in VERSIONS}  # a "~" whose key has the notes of another key
    lookahead_read = 0  # questions 6baf32e's pattern would read as written, its final \b made (?!\w)
    for mode in (MAJOR, MINOR):
        tonics = [k.tonic for k in usual_keys(mode)]
        rows = []
        for name, progression_mode, degrees in PROGRESSIONS:
            if progression_mode != mode:
                continue
            for label, version in VERSIONS:
                marks = []
                for tonic in tonics:
                    chords = textbook_chords(tonic, mode, degrees)
                    key, query = f"{tonic} {mode}", ASKED.format(chords=" ".join(chords))
                    answer = ga.ask(version, query)
                    marks.append(grade(answer, chords, key))
                    twins_tied[version] += marks[-1] == TIED and has_twin(key)
                    if version == V6BAF32E:
                        lookahead_read += read_with(lookahead_pattern(), query) == tuple(dict.fromkeys(chords))
                    above[version] += bool(answer.top) and any(p.match_count > answer.top[0].match_count
                                                               for p in answer.partial)
                    if (name, key) in SHOWN:
                        shown += shown_lines(name, key, query, chords, label, version, answer)
                        figures |= shown_figures(name, key, chords, version, answer)
                rows.append((name, label, *marks))
                for m in marks:
                    tally[version][m] += 1
                figures |= per(f"{slug(name)}.{version}", first=marks.count(FIRST), misread=marks.count(MISREAD))
        columns = [Column(MODE_LABEL[mode], 13), Column("", 8),
                   *(Column(phrase("{tonic}", tonic=t), 2, heading=names.note_name(t)) for t in tonics)]
        parts += ["", grid(columns, rows)]
    lines = []
    for label, version in VERSIONS:
        v = named(version)
        figures |= {v: label, f"{v}_questions": sum(tally[version].values()), f"{v}_first": tally[version][FIRST],
                    f"{v}_tied": tally[version][TIED], f"{v}_not_top": tally[version][NOT_TOP],
                    f"{v}_misread": tally[version][MISREAD], f"{v}_above": above[version],
                    f"{v}_tied_twins": twins_tied[version],
                    f"{v}_read": sum(tally[version].values()) - tally[version][MISREAD]}
    figures |= {"lookahead_read": lookahead_read}
    lines += [Line("{pin}: {pin_questions} questions, = {pin_first}, ~ {pin_tied}, x {pin_not_top}, r {pin_misread}; "
                   "a key after the top with a higher count: {pin_above}"),
              Line("{v6baf32e}: {v6baf32e_questions} questions, = {v6baf32e_first}, ~ {v6baf32e_tied}, "
                   "x {v6baf32e_not_top}, r {v6baf32e_misread}; a key after the top with a higher count: "
                   "{v6baf32e_above}")]
    legend = ["= every chord read as written, the textbook key first; ~ read, the key tied at the top but not first;",
              "x read, the key not among the top; r a chord dropped or read as another chord"]
    return Table(phrase('"What key is ... in?" for six textbook progressions in the {keys} keys', keys=30),
                 [*parts, "", *legend, *lines, "", *shown], figures,
                 {"c_d_g_c": weighed(ASKED.format(chords="C D G C"))})


def lookahead_pattern() -> re.Pattern[str]:
    r"""6baf32e's ChordPattern with its final \b replaced by (?!\w): a sharp before a space is kept (the course's fix)."""
    return re.compile(chord_pattern(V6BAF32E).pattern.removesuffix(r"\b") + r"(?!\w)")


def read_with(pattern: re.Pattern[str], query: str) -> tuple[str, ...]:
    """The chords a pattern reads in a question, each once, as ExtractChords keeps them."""
    seen: dict[str, str] = {}
    for match in pattern.finditer(query):
        seen.setdefault(match.group(0).upper(), match.group(0))
    return tuple(seen.values())


def has_twin(key_name: str) -> bool:
    """Whether another of the 30 keys, in the same mode, has the key's seven pitch classes (Db major, C# major)."""
    tonic, mode = key_name.split(" ")
    pitches = frozenset(map(note_pc, Key(tonic, mode).notes))
    return any(k.name != key_name and frozenset(map(note_pc, k.notes)) == pitches for k in usual_keys(mode))


def shown_figures(name: str, key: str, chords: list[str], version: str, answer: Answer) -> dict:
    """A question shown in full: the first key, how many tie at the top and their count; at 6baf32e, Identify's
    first key for the chords as written."""
    item = f"{slug(name)}.{slug(key)}.{version}"
    figures = per(item, first=answer.top[0].key if answer.top else "", tied=len(answer.top),
                  count=answer.top[0].match_count if answer.top else 0, read=" ".join(answer.chords))
    if version == V6BAF32E:
        candidates = identify(chords, version)
        given = select(chords, candidates)
        listed = {c.key for c in (*given.top, *given.partial)}
        figures |= per(item, as_written_first=candidates[0].key, as_written_tied=len(given.top),
                       as_written_count=given.top[0].match_count,
                       as_written_left_out=", ".join(c.key for c in candidates if c.key not in listed
                                                     and c.match_count > given.top[0].match_count))
    return figures


def shown_lines(name: str, key: str, query: str, chords: list[str], label: str, version: str, answer: Answer) -> list:
    """The lines the program prints for one question in full, for one version."""
    lines = [] if version != PIN else [phrase('{key}, {progression}: "{query}"', key=names.key_name(*key.split(" ")),
                                              progression=name, query=query)]
    lines.append(phrase("  {version}  reads {chords}; top {top}{partial}", version=label, chords=symbols(answer.chords),
                        top=top_cell(answer), partial=partial_cell(answer)))
    if version == V6BAF32E and len(chords) != len(set(chords)):
        # ExtractChords drops the repeated chord; Identify given the list as written hears its ending
        candidates = identify(chords, version)
        given = select(chords, candidates)
        lines.append(phrase("           given {chords} as a list, Identify puts {first} first; top {top}{partial}",
                            chords=symbols(chords), first=Quote(candidates[0].key), top=top_cell(given),
                            partial=partial_cell(given)))
    return lines


def textbook_relative(key_name: str) -> str:
    tonic, mode = key_name.split(" ")
    notes = Key(tonic, mode).notes
    return f"{notes[2]} major" if mode == MINOR else f"{notes[5]} minor"


def relative_keys(ga: Lesson11) -> Table:
    "The relative key each candidate carries, against the textbook's, at both versions."
    parts, figures = [], {}
    for label, version in VERSIONS:
        everything = identify(ONE_SIGN_NAMES, version)  # a major triad on each of the 21 names: every key counts
        wrong = sorted((c for c in everything if c.relative_key != textbook_relative(c.key)), key=lambda c: c.key)
        parts.append(phrase("{version}: {keys} keys, {wrong} with another relative key: {pairs}", version=label,
                            keys=len(everything), wrong=len(wrong),
                            pairs=Join("; ", tuple(phrase("{key} → {relative}", key=Quote(c.key),
                                                          relative=Quote(c.relative_key)) for c in wrong))))
        figures |= {f"{named(version)}_keys": len(everything), f"{named(version)}_wrong": len(wrong),
                    f"{named(version)}_wrong_keys": ", ".join(c.key for c in wrong)}
    return Table("The relative key each candidate carries, against the textbook", parts, figures)


def prompt_data(ga: Lesson11) -> Table:
    "The data KeyIdentificationSkill's BuildPrompt writes for the model, at the pin."
    chords = extract_chords(PROMPT_QUESTION, PIN)
    candidates = identify(chords, PIN)
    prompt = build_prompt(PROMPT_QUESTION, chords, tied_at_top(candidates), candidates)
    data = prompt[prompt.index(PROMPT_FROM):prompt.index(PROMPT_TO)].rstrip()
    lines = [prompt_line(line.rstrip()) for line in data.split("\n")]
    figures = {"top": len(tied_at_top(candidates)), "first": candidates[0].key,
               "first_relative": candidates[0].relative_key, "keys_in_top": ", ".join(c.key for c in tied_at_top(candidates))}
    return Table(phrase('The data KeyIdentificationSkill puts in the model\'s prompt for "{question}", at {version}',
                        question=PROMPT_QUESTION, version=VERSIONS[0][0]),
                 lines, figures, {"weighed": weighed(PROMPT_QUESTION)})


def prompt_line(line: str) -> ForReader:
    """A line of the prompt's data: as the program prints it; for a reader, GA's words quoted, without the rules
    and bullets that only lay them out ("── TOP MATCHES ... ──", "• A# minor ...")."""
    words = line.strip().strip("─").strip().removeprefix("• ")
    indent = "  " if line.startswith(" ") else ""
    return ForReader(phrase("{line}", line=line), phrase(indent + "{line}", line=Quote(words)) if words else "")


def weighed(question: str) -> Drawing:
    """The question's chords on the circle of fifths, and the keys each version gives the model, its first starred."""
    versions = []
    for label, version in VERSIONS:
        candidates = identify(extract_chords(question, version), version)
        versions.append((label, [(c.key, c.match_count, c.total_chords) for c in tied_at_top(candidates)],
                         [(c.key, c.match_count, c.total_chords) for c in partial_matches(candidates)]))
    return weighed_keys(extract_chords(question, PIN), versions)


def tool_checked(ga: Lesson11) -> Table:
    "How many pinned answers ga_key_identify returned the same."
    return Table("The pinned answers, checked against ga_key_identify",
                 [Line("{checked} questions: KeyIdentificationMcpTools.IdentifyKey read the same chords and returned "
                       "the same keys")], {"checked": len(ga.checked)})


QUESTIONS = [example_prompts, chords_read, textbook_progressions, relative_keys, prompt_data, tool_checked]


SLUG = {"#": "s", "♭": "b", "♯": "s", "ø": "hd", "°": "o", "+": "plus", " ": "_", "/": "_over_", "Δ": "delta",
        "?": "", "'": "", ":": ""}


def slug(text: str) -> str:
    """A symbol, prompt or progression in figure names: "C#m" -> "csm", "I IV V I" -> "i_iv_v_i"."""
    return "".join(SLUG.get(c, c if c == "M" else c.lower()) for c in text)

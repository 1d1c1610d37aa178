"""Lesson 12, "What the progression skills answer": ProgressionMoodSkill and ProgressionCompletionSkill.

ProgressionMoodSkill answers without a model, with one of two fixed texts; ProgressionCompletionSkill
runs KeyIdentificationService first and tells the model which chords it may suggest. The probe (the
course's Lesson12.cs) asks both skills their example prompts, reads the progressions the texts write
out, counts what CanHandle accepts, prints the completion prompt, and asks for the next chord of two
textbook progressions in the 30 keys, with the pinned key service and with 6baf32e's; the pinned
prompts are checked against BuildPrompt. GA is asked at the pin only; 6baf32e is a column inside it.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from ..ga.routing import ChatbotHost
from ..ga.routing.skills import progression_completion as completion_skill
from ..ga.routing.skills import progression_mood as mood_skill
from ..ga.routing.skills.gates import can_handle
from ..ga.tonal.key_identification import PIN, identify
from ..music.diatonic import triads
from ..music.keys import MAJOR, MINOR, Key, usual_keys
from ..music.spelling import note_pc
from ..pictures.drawings import request_path
from ..pictures.path import Row, Stage
from ..table import Column, Drawing, ForReader, Join, Line, Quote, Table, grid, per, phrase
from .l11 import VERSIONS, named, symbols
from .names import key_name, note_name

TITLE = "What the progression skills answer"
REVISIONS = ("pin",)
MOOD, COMPLETION = "skill.progressionmood", "skill.progressioncompletion"
DARKEN, BRIGHTEN = "darken", "brighten"
MOOD_ASKS = (DARKEN,) * 6 + (BRIGHTEN,) * 5 + (BRIGHTEN, BRIGHTEN, DARKEN, BRIGHTEN)  # what each example asks, in order
ANSWER_OPENINGS = {BRIGHTEN: "Here are four reliable ways to brighten", DARKEN: "Here are five reliable ways to darken"}
SKILL_MD_PROGRESSION = "C G Am"  # skills/progression-completion/SKILL.md line 86
CODE_SPAN = re.compile(r"`([^`]+)`")
CHORD_SYMBOL = re.compile(r"^[A-G][b#]?(m|dim)?$")
NUMERAL = re.compile(r"^[b#]?(VII|VI|V|IV|III|II|I|vii|vi|v|iv|iii|ii|i)°?$")
PROMPT_QUESTION = "What chord comes next after C G Am?"
PICTURED = "Brighten this minor song"  # asks to brighten, holds none of the three words
PROMPT_FROM, PROMPT_TO, EXAMPLE_MARK = "The input progression", "Respond as valid JSON", '"suggestions"'
QUESTIONS_ASKED = (("I vi IV", MAJOR, (0, 5, 3)), ("i VI VII", MINOR, (0, 5, 6)))
SHOWN = (("I vi IV", "C major"), ("I vi IV", "G major"), ("I vi IV", "Db major"), ("I vi IV", "F# major"),
         ("i VI VII", "G# minor"))
NEXT = "What chord comes next after {chords}?"
SAME, ENHARMONIC, OTHER, MISREAD = "=", "e", "x", "r"
DOMINANT_LINES = {MAJOR: "{keys} major keys: the major triad on the fifth degree in {major_v}, the minor one in {minor_v}",
                  MINOR: "{keys} minor keys: the major triad on the fifth degree in {major_v}, the minor one in {minor_v}"}


@dataclass(frozen=True, eq=False)
class Lesson12:
    """The chatbot host's two progression intents, and the completion skill at the pin and at 6baf32e."""

    host: ChatbotHost
    checked: list  # the pinned questions whose prompt said the same

    def tell(self, version: str, question: str) -> completion_skill.Told | None:
        told = completion_skill.told(question, "pin" if version == PIN else "main")
        if version == PIN and told is not None:
            self.check_against_prompt(question, told)
        return told

    def check_against_prompt(self, question: str, told: completion_skill.Told) -> None:
        """The course's check: BuildPrompt's "Detected key" line and chord list say what `told` says."""
        lines = completion_skill.build_prompt(question, told).split("\n")
        detected = next(line for line in lines if line.startswith("Detected key: "))
        allowed = lines[next(i for i, line in enumerate(lines) if line.startswith("AVAILABLE DIATONIC CHORDS")) + 1]
        if detected != f"Detected key: {told.keys}  ({told.count}/{told.total} chords diatonic)" or \
                allowed != ", ".join(told.allowed):
            raise AssertionError(f"BuildPrompt disagrees on {question!r}")
        self.checked.append(question)


def model(at: str) -> Lesson12:
    return Lesson12(ChatbotHost(at), [])


def progression_intents(ga: Lesson12) -> Table:
    "The intents whose id says progression, the skill behind each, and how many example prompts it has."
    found = [i for i in ga.host.intents if "progression" in i.id]
    rows = [(i.id, i.cls, phrase("{n} example prompts", n=i.prompt_count)) for i in found]
    figures = per("mood", prompts=ga.host.intent(MOOD).prompt_count) | per(
        "completion", prompts=ga.host.intent(COMPLETION).prompt_count) | {"intents": len(found)}
    return Table("The intents that take a chord progression", [grid([("intent", 30), ("skill", 28), ("", 0)], rows,
                                                                      header=False)], figures)


def branch(text: str) -> str:
    """Which fixed text an answer is, by how it opens."""
    return next((b for b, opening in ANSWER_OPENINGS.items() if text.startswith(opening)), "other")


def mood_examples(ga: Lesson12) -> Table:
    "ProgressionMoodSkill's example prompts: what each asks for, and the answer it gets."
    prompts = ga.host.intent(MOOD).prompts
    if len(prompts) != len(MOOD_ASKS):
        raise AssertionError("ProgressionMoodSkill's example prompts changed")
    gets = [branch(mood_skill.answer(p).result) for p in prompts]
    rows = [(quoted(p), phrase(asks), phrase(got)) for p, asks, got in zip(prompts, MOOD_ASKS, gets)]
    figures = {}
    for what in (DARKEN, BRIGHTEN):
        asked = [g for a, g in zip(MOOD_ASKS, gets) if a == what]
        figures |= {f"{what}_asked": len(asked), f"{what}_got": asked.count(what)}
    figures |= {"prompts": len(prompts), "brighten_words": ", ".join(mood_skill.texts()[BRIGHTEN]["keyword"]),
                "brighten_given_darken": figures["brighten_asked"] - figures["brighten_got"]}
    return Table("ProgressionMoodSkill's example prompts: what each asks for, and the answer it gets",
                 [grid([("prompt", 58), ("asks", 10), ("gets", 0)], rows),
                  Line("{darken_asked} prompts ask to darken: {darken_got} get the darken answer"),
                  Line("{brighten_asked} prompts ask to brighten: {brighten_got} get the brighten answer")], figures,
                 {"brighten_this_minor_song": mood_path(PICTURED)})


def mood_path(prompt: str) -> Drawing:
    """The skill's test on a prompt: each word it looks for, found or not, and the text it answers."""
    lower = prompt.lower()
    words = mood_skill.texts()[BRIGHTEN]["keyword"]
    answer = mood_skill.answer(prompt).result.split(". ")[0] + "."  # its first sentence
    return request_path(Quote(prompt), [
        Stage("ProgressionMoodSkill.ExecuteAsync", tuple(Row(f'Contains("{w}")', str(w in lower).lower()) for w in words)),
        Stage("AgentResponse.Result", (Row(Quote(answer)),))])


def progressions_in(text: str) -> list[tuple[str, list[str]]]:
    """The code spans of three tokens or more made of chord symbols, numerals, arrows or short tokens; and the
    tokens that are neither a chord symbol nor a numeral (the course's reading)."""
    found = []
    for span in CODE_SPAN.findall(text):
        tokens = span.split(" ")
        if len(tokens) >= 3 and all(t == "→" or CHORD_SYMBOL.match(t) or NUMERAL.match(t) or len(t) <= 3
                                    for t in tokens):
            found.append((span, [t for t in tokens if t != "→" and not CHORD_SYMBOL.match(t) and not NUMERAL.match(t)]))
    return found


def span_line(span: str, odd: list[str]):
    if not odd:
        return phrase("  {progression}", progression=symbols(span.split(" ")))
    printed = phrase("  {progression}   <- {odd}: neither a chord symbol nor a Roman numeral",
                     progression=symbols(span.split(" ")), odd=Join(", ", tuple(odd)))
    return ForReader(printed, phrase("{progression}: {odd} is neither a chord symbol nor a Roman numeral",
                                     progression=symbols(span.split(" ")), odd=Join(", ", tuple(odd))))


def mood_progressions(ga: Lesson12) -> Table:
    "The progressions each mood text writes out, and the chord-name ones its SKILL.md writes."
    darken = progressions_in(mood_skill.answer(ga.host.intent(MOOD).prompts[0]).result)
    brighten = progressions_in(mood_skill.answer("Make my song sound brighter").result)
    written = dict.fromkeys((span, tuple(odd)) for span, odd in progressions_in(mood_skill.skill_md_text()))
    skill_md = [(span, odd) for span, odd in written if any(CHORD_SYMBOL.match(t) for t in span.split(" "))]
    parts = ["ProgressionMoodSkill, darken answer:", *(span_line(s, o) for s, o in darken),
             "ProgressionMoodSkill, brighten answer:", *(span_line(s, o) for s, o in brighten),
             phrase("{path}, the progressions written with chord names:", path="skills/progression-mood/SKILL.md"),
             *(span_line(s, list(o)) for s, o in skill_md)]
    figures = {"darken_progressions": len(darken), "darken_odd": ", ".join(t for _, odd in darken for t in odd),
               "brighten_progressions": len(brighten), "skill_md_progressions": len(skill_md),
               "skill_md_spells_flats": any("Ab" in s or "Bb" in s for s, _ in skill_md)}
    return Table("The progressions each text writes out", parts, figures)


def keyword_gate(ga: Lesson12) -> Table:
    "What the skills' CanHandle accepts among their own example prompts (main's router falls back on it)."
    parts, figures = [], {}
    for intent in (MOOD, COMPLETION):
        cls = ga.host.intent(intent).cls
        prompts = ga.host.intent(intent).prompts
        accepted = [p for p in prompts if can_handle(cls, p)]
        parts.append(phrase("{skill}: {accepted} of {prompts} example prompts accepted", skill=cls,
                            accepted=len(accepted), prompts=len(prompts)))
        if accepted:
            parts += [phrase("  rejected: {prompt}", prompt=Quote(p)) for p in prompts if p not in accepted]
        figures |= per(intent.removeprefix("skill."), accepted=len(accepted), prompts=len(prompts))
    return Table("CanHandle, the keyword test main's router falls back on when it has no embeddings", parts, figures)


def tied_keys(told: completion_skill.Told | None) -> list[str]:
    """The keys the prompt names: the first key and every key tied with it."""
    return told.keys.split(" / ") if told else []


def told_lines(told: completion_skill.Told | None, label: str) -> list:
    """The program's two lines for what one version tells the model: the keys it names are GA's words."""
    if told is None:
        return [phrase("  {version}  no chord read", version=label)]
    return [phrase("  {version}  reads {chords}; key: {keys} ({count}/{total})", version=label,
                   chords=symbols(told.chords), keys=Quote(told.keys), count=told.count, total=told.total),
            phrase("           may suggest: {chords}", chords=Join(", ", told.allowed))]


def completion_examples(ga: Lesson12) -> Table:
    "ProgressionCompletionSkill's example prompts and its SKILL.md's progression: the key, the chords allowed."
    questions = ga.host.intent(COMPLETION).prompts + (SKILL_MD_PROGRESSION,)
    parts, figures = [], {}
    for question in questions:
        parts.append(phrase('"{question}"', question=question))
        for label, version in VERSIONS:
            told = ga.tell(version, question)
            parts += told_lines(told, label)
            figures |= per(f"{slug(question)}.{version}", keys=told.keys if told else "",
                           first=told.allowed[0] if told else "", tied=len(tied_keys(told)))
    figures |= {"questions": len(questions)}
    return Table("ProgressionCompletionSkill's example prompts: the key and the chords the model may suggest",
                 parts, figures)


def completion_prompt(ga: Lesson12) -> Table:
    "What BuildPrompt writes for the model, from the progression to the JSON example, pinned."
    told = completion_skill.told(PROMPT_QUESTION)  # the program builds this prompt itself, unchecked
    lines = completion_skill.build_prompt(PROMPT_QUESTION, told).split("\n")
    start = next(i for i, line in enumerate(lines) if line.startswith(PROMPT_FROM))
    end = next(i for i, line in enumerate(lines) if line.startswith(PROMPT_TO))
    example = next(i for i, line in enumerate(lines) if EXAMPLE_MARK in line)
    parts = [prompt_line(f"  | {line}".rstrip(), line) for line in lines[start:end]]
    parts += [prompt_line(f"  | {line.strip()}", line) for line in lines[example + 1:example + 3]]
    figures = {"keys": told.keys, "keys_named": len(tied_keys(told)), "allowed": ", ".join(told.allowed), "example_v7": "E7",
               "example_v7_allowed": "E7" in told.allowed}
    return Table(phrase('What the model reads for "{question}", pinned', question=PROMPT_QUESTION), parts, figures)


def prompt_line(printed: str, line: str) -> ForReader:
    """A line of the prompt as the program prints it ("  | ..."), and for a reader GA's words in quotation marks."""
    return ForReader(phrase("{line}", line=printed), Quote(line.strip()) if line.strip() else "")


def quoted(words: str) -> ForReader:
    """GA's words (an example prompt): as the program prints them, quoted for a reader."""
    return ForReader(words, Quote(words))


def pc_symbol(chord: str) -> str:
    """A chord with its root as a pitch class: "Cb" -> "11", "F#m" -> "6m" (the course's enharmonic comparison)."""
    root = chord[:2] if len(chord) > 1 and chord[1] in "#b" else chord[:1]
    return f"{note_pc(root)}{chord[len(root):]}"


def other_scale_tied(told: completion_skill.Told) -> bool:
    """A key tied at the top whose seven chords are not the first key's, even respelled."""
    first = sorted(map(pc_symbol, told.allowed))
    return any(sorted(map(pc_symbol, c.diatonic_set)) != first for c in told.candidates
               if c.match_count == told.candidates[0].match_count)


def next_chord(ga: Lesson12) -> Table:
    "\"What chord comes next after ...?\" for I vi IV and i VI VII in the 30 keys, at both versions."
    parts, figures, shown = [], {}, {s: [] for s in SHOWN}
    tally = {version: {SAME: 0, ENHARMONIC: 0, OTHER: 0, MISREAD: 0} for _, version in VERSIONS}
    other = {version: 0 for _, version in VERSIONS}
    read = {version: 0 for _, version in VERSIONS}
    for name, mode, degrees in QUESTIONS_ASKED:
        tonics = [k.tonic for k in usual_keys(mode)]
        rows = []
        for label, version in VERSIONS:
            marks = []
            for tonic in tonics:
                chords_set = triads(Key(tonic, mode))
                chords = [chords_set[d] for d in degrees]
                key, question = f"{tonic} {mode}", NEXT.format(chords=" ".join(chords))
                told = ga.tell(version, question)
                mark = (MISREAD if list(told.chords) != chords
                        else SAME if sorted(told.allowed) == sorted(chords_set)
                        else ENHARMONIC if sorted(map(pc_symbol, told.allowed)) == sorted(map(pc_symbol, chords_set))
                        else OTHER)
                marks.append(mark)
                tally[version][mark] += 1
                read[version] += mark != MISREAD
                other[version] += mark != MISREAD and other_scale_tied(told)
                if (name, key) in shown:
                    figures |= per(f"{slug(key)}.{version}", tied=len(tied_keys(told)), count=told.count)
                    lines = shown[(name, key)]
                    if version == PIN:
                        lines.append(phrase('{key}, {progression}: "{question}"', key=key_name(tonic, mode),
                                            progression=name, question=question))
                    lines += told_lines(told, label)
            rows.append(("", label, *marks))
        columns = [Column(phrase("{progression}", progression=name), 10), Column("", 8),
                   *(Column(phrase("{tonic}", tonic=t), 2, heading=note_name(t)) for t in tonics)]
        parts += ["", grid(columns, rows)]
    for label, version in VERSIONS:
        v = named(version)
        figures |= {v: label, f"{v}_questions": sum(tally[version].values()), f"{v}_same": tally[version][SAME],
                    f"{v}_enharmonic": tally[version][ENHARMONIC], f"{v}_other": tally[version][OTHER],
                    f"{v}_misread": tally[version][MISREAD], f"{v}_other_scale": other[version],
                    f"{v}_read": read[version]}
    lines = [Line("{pin}: {pin_questions} questions, = {pin_same}, e {pin_enharmonic}, x {pin_other}, r {pin_misread}; "
                  "a key of another scale tied at the top in {pin_other_scale} of the {pin_read} read as written"),
             Line("{v6baf32e}: {v6baf32e_questions} questions, = {v6baf32e_same}, e {v6baf32e_enharmonic}, "
                  "x {v6baf32e_other}, r {v6baf32e_misread}; a key of another scale tied at the top in "
                  "{v6baf32e_other_scale} of the {v6baf32e_read} read as written")]
    legend = ["= the chords read as written, and the model may suggest the key's chords as the textbook spells them;",
              "e the same chords, spelled from the enharmonic key; x other chords; r a chord dropped or read as "
              "another chord"]
    return Table(phrase('"What chord comes next after ...?" for two textbook progressions in the {keys} keys', keys=30),
                 [*parts, "", *legend, *lines, "", *(line for s in SHOWN for line in shown[s])], figures)


def dominant_in_list(ga: Lesson12) -> Table:
    "Whether each key's own list holds the major or the minor triad on the fifth degree; A minor's example."
    parts, figures = [], {}
    for mode in (MAJOR, MINOR):
        major_v = minor_v = 0
        for key in usual_keys(mode):
            allowed = own_list(key)
            fifth = key.notes[4]
            major_v += fifth in allowed
            minor_v += fifth + "m" in allowed
        parts.append(phrase(DOMINANT_LINES[mode], keys=len(usual_keys(mode)), major_v=major_v, minor_v=minor_v))
        figures |= per(mode, major_v=major_v, minor_v=minor_v)
    a_minor = own_list(Key("A", MINOR))
    parts += [phrase("A minor: {chords}", chords=", ".join(a_minor)),
              phrase('  the prompt\'s example suggests {v7} ("V7-i"): {v7} in the list: {has_v7}; {v}: {has_v}',
                     v7="E7", has_v7="E7" in a_minor, v="E", has_v="E" in a_minor),
              phrase('  and {bvii} as a half cadence ("bVII-i"): {bvii} is degree {degree} of the list; a half cadence '
                     "ends on degree {five}, {fifth}", bvii="G", degree=a_minor.index("G") + 1, five=5, fifth=a_minor[4])]
    figures |= {"a_minor": ", ".join(a_minor), "e7_allowed": "E7" in a_minor, "e_allowed": "E" in a_minor,
                "g_degree": a_minor.index("G") + 1, "a_minor_fifth": a_minor[4]}
    return Table("The dominant the list holds, in each key's own list", parts, figures)


def own_list(key: Key) -> tuple[str, ...]:
    """The chords the pinned service lists for a key, asked with the key's tonic triad alone."""
    name = f"{key.tonic} {key.mode}"
    return next(c.diatonic_set for c in identify([key.tonic + ("m" if key.mode == MINOR else "")]) if c.key == name)


def prompts_checked(ga: Lesson12) -> Table:
    "How many pinned prompts named the same keys and chords as the course's reading."
    return Table("The pinned prompts, checked against ProgressionCompletionSkill.BuildPrompt",
                 [Line("{checked} questions: the prompt names the same keys and the same chords")],
                 {"checked": len(ga.checked)})


QUESTIONS = [progression_intents, mood_examples, mood_progressions, keyword_gate, completion_examples,
             completion_prompt, next_chord, dominant_in_list, prompts_checked]


def slug(text: str) -> str:
    """A question in figure names: "Help me end Am F G" -> "help_me_end_am_f_g"."""
    return re.sub(r"[^a-z0-9#]+", "_", text.lower()).strip("_").replace("#", "s")

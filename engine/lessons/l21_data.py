"""What lesson 21's probe asks: the chords it tries, and the queries it quotes from GA and the course.

The queries are GA's own examples, quoted: the search tool's description and parameter
(`GaMcpServer/Tools/VoicingSearchTool.cs` 99, 103), the voicing-search skill
(`.claude/skills/voicing-search/SKILL.md` 19-33) and the parked draft skill
(`skills-dev/_pending-tools/voicing-search/DRAFT.md` 57-68), at the pin; then the course's three.
"""
from __future__ import annotations

MODE_CHORDS = ("C", "Am", "G7", "Dm7")  # each followed by every mode
TAG_CHORDS = ("Cmaj7", "Dm7", "G7")  # each followed by every tag
ROOTLESS_CHORDS = ("Cmaj7", "Dm7", "Em7", "Fmaj7", "G7", "Am7", "C7", "D7", "E7", "A7")
TWIN_TAGS = (("jazz", "rock-guitar"), ("shell-voicing", "rootless"), ("jazz", "shell-voicing"))

GA_QUERIES = (
    "Cmaj7 drop2 jazz", "F# Lydian", "Dm7",  # the tool's query parameter
    "something warm and mellow",  # the tool's description
    "show me Cmaj7 voicings", "drop-2 Dm7", "rootless G7 shapes", "Lydian on guitar", "jazz voicings",
    "shell voicings", "voicings with a similar quality to F#m7b5", "something warm and dreamy",
    "something jazzy in F minor for a ballad",  # the skill
    "Find me a mellow Cm9", "Rootless Dm7 voicing", "Drop-2 voicing for Gmaj7", "Bright open-position Em",  # the draft
)
COURSE_QUERIES = ("the best G7 voicing", "what is a good Am7 voicing", "a sad chord for the end of a song")
SCORE_QUERIES = ("Cmaj7", "Cmaj7 jazz", "Cmaj7 drop2 jazz", "Cmaj7 shell dreamy jazz", "G7", "G7 shell", "G7 shell for")

# The draft's example answer for "mellow Cm9" (DRAFT.md 57-68): a chart, low E first, and its tags.
DRAFT_ANSWER = "x-3-5-3-3-3"
DRAFT_CHORD = "Cm9"
DRAFT_TAGS = ("low-density", "rootless-on-bass", "quartal-flavour")

"""Pictures the lessons draw from GA's model: voicings an answer holds, the path a phrasing takes.

Each returns SVG markup (`engine.svg`: one scale, measured text, an accessible label) for a
table's `pictures`. A picture's words are GA's: identifiers, chord names, diagrams, numbers;
whatever needs saying in the reader's language is said by the page around it.
"""

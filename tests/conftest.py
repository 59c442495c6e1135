"""Load the Hypothesis profile (``ci`` unless HYPOTHESIS_PROFILE says otherwise)."""

from properties.settings import load

load()

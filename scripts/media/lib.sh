# Tool checks shared by the media scripts (sourced). The caller sets MEDIA_SCRIPT (its name, for
# messages) and MEDIA_PACKAGES (the Debian packages it needs) before sourcing this file.

# need WHAT TEST-COMMAND...: runs the test; on failure, says what is missing and how to install it.
need() {
  local what="$1"
  shift
  if ! "$@" >/dev/null 2>&1; then
    echo "$MEDIA_SCRIPT: missing $what." >&2
    echo "  Install with: apt-get install -y $MEDIA_PACKAGES" >&2
    exit 1
  fi
}
# (grep reads all of ffmpeg's list: "grep -q" could stop early and, under pipefail, fail the pipe.)
has_encoder() { ffmpeg -hide_banner -encoders 2>/dev/null | grep " $1 " >/dev/null; }
has_filter() { ffmpeg -hide_banner -filters 2>/dev/null | grep " $1 " >/dev/null; }
has_decoder() { ffmpeg -hide_banner -decoders 2>/dev/null | grep " $1 " >/dev/null; }

#!/usr/bin/env bash
# make-gift-audio.sh: builds the newsletter's welcome gift, a guided chakra meditation, as one
# spoken MP3 per language, on this machine and with nothing downloaded.
#
# What it makes (paths are relative to the repository root):
#   public/media/gift/chakra-meditation-<locale>.mp3   for en, pt, es and it
#       mono, 22.05 kHz, LAME VBR -V5 (about 35 kbit/s), 6 to 9 minutes and under 3 MB (the
#       script fails otherwise), about -18 LUFS integrated, true peak about -1 dBTP.
# and it rewrites the `durationSeconds:` and `audioBytes:` lines in src/content/gift/<locale>.md
# with the measured, rounded length and the size of that file.
#
# Where the words come from: src/content/gift/<locale>.md is both the script of the speech and the
# transcript the site shows. After the frontmatter:
#   - each plain paragraph is spoken (lines of a paragraph are joined);
#   - "## " headings are not spoken: each one starts a section of the tone bed;
#   - a line "<!-- pause N -->" adds N seconds of silence (over the bed);
#   - a paragraph made only of the mantras LAM VAM RAM YAM HAM AUM OM (with dots or ellipses
#     between them) is chanted: each syllable slow, low and level, stretched and with more reverb.
#   The mantras (also inside sentences) are respelled per language before espeak-ng sees them, so
#   that each language's rules give a plain "lahm", "vahm", ... and not, say, the Portuguese nasal
#   "lão". Portuguese RAM is given as espeak phonemes ([[*'am]], a tapped r), because a written
#   initial r is [h] in Brazil and RAM would then sound like HAM ("rrámm").
#
# How it sounds:
#   - voice: espeak-ng with the breathy, softer female variant "f5" (the site's guide is a woman),
#     on en-us, pt-br (Brazilian, never the European pt voice), es-419 (Latin American) and it;
#     rate 126 to 130 words a minute (Romance words are longer, so espeak-ng's rate means a
#     little less there), pitch 38 of 99 (default 50); chants at 80 wpm, pitch 30, stretched x1.8;
#   - the speech gets a high-pass, a gentle cut of the synthetic fizz above 6 kHz and a small room
#     reverb; each paragraph is followed by 1.6 s of silence, each section by 3 s;
#   - tone bed: a quiet drone of sines (root, a slowly beating detuned copy, a soft fifth and a sub
#     octave) with a very slow swell. Each chakra section sits on its note (LAM C, VAM D, RAM E,
#     YAM F, HAM G, AUM A, OM B, from C3 up); sections without a mantra (the opening and the
#     closing) rest on a low C/G fifth. Neighbouring sections cross-fade over 5 s. The bed is
#     ducked (sidechain compressor) by a few dB while the voice speaks and comes up in the pauses;
#   - 4 s of bed before the first word, 8 s after the last, fade in 3 s, fade out 7 s.
#
# Loudness: the mix is measured (EBU R128, ffmpeg's loudnorm in analysis mode), given one gain to
# -18 LUFS, and the few speech peaks above -2.2 dBFS are caught by a look-ahead limiter (alimiter);
# a plain linear loudnorm pass would fall back to its dynamic mode here and lift the bed.
#
# Tools it needs (Debian packages): espeak-ng (the voice); sox (synthesis, editing, effects, soxi);
# ffmpeg (ducking, loudness, the libmp3lame encoder, ffprobe). libsox-fmt-mp3 is not needed by the
# script, only to inspect the results with sox (sox public/media/gift/<file>.mp3 -n stat).
# Install with: apt-get install -y espeak-ng sox ffmpeg libsox-fmt-mp3
#
# Deterministic: espeak-ng, sox's synth and effects and LAME have no randomness here, sox runs with
# -R (fixed dither seed) and ffmpeg writes with +bitexact, so a rerun with the same tool versions
# writes the same bytes (checked). Everything is
# built in a temporary folder that is removed on exit; each MP3 is moved into place only after its
# checks pass. Takes about 40 s of CPU per language.
#
# Usage: bash scripts/media/make-gift-audio.sh [locale...]   (from anywhere; default: en pt es it)

set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"
OUT_DIR=public/media/gift
SRC_DIR=src/content/gift
RATE_HZ=22050
MAX_BYTES=3000000
MIN_SECONDS=360
MAX_SECONDS=540
MP3_QUALITY=5 # LAME VBR -V5: about 35 kbit/s for this mono 22.05 kHz speech

# ---------------------------------------------------------------------------------------------
# Tool check
# ---------------------------------------------------------------------------------------------
MEDIA_SCRIPT=make-gift-audio
MEDIA_PACKAGES="espeak-ng sox libsox-fmt-mp3 ffmpeg"
# shellcheck source=scripts/media/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
need "espeak-ng (package espeak-ng)" command -v espeak-ng
need "sox (package sox)" command -v sox
need "soxi (package sox)" command -v soxi
need "ffmpeg (package ffmpeg)" command -v ffmpeg
need "ffprobe (package ffmpeg)" command -v ffprobe
need "ffmpeg's libmp3lame encoder" has_encoder libmp3lame
need "ffmpeg's loudnorm filter" has_filter loudnorm
need "ffmpeg's sidechaincompress filter" has_filter sidechaincompress
need "ffmpeg's alimiter filter" has_filter alimiter

WORK="$(mktemp -d)"
# GIFT_KEEP_WORK=1 keeps the temporary folder (its path is printed) to inspect the intermediate files.
if [[ "${GIFT_KEEP_WORK:-}" == 1 ]]; then
  echo "make-gift-audio: working in $WORK (kept)" >&2
else
  trap 'rm -rf "$WORK"' EXIT
fi

# ---------------------------------------------------------------------------------------------
# Per-language settings
# ---------------------------------------------------------------------------------------------
VARIANT=f5
PITCH=38
voice_of() {
  case "$1" in
    en) echo en-us ;;
    pt) echo pt-br ;;
    es) echo es-419 ;;
    it) echo it ;;
    *) echo "make-gift-audio: unknown locale '$1' (en, pt, es, it)" >&2 && exit 1 ;;
  esac
}
# espeak-ng's rate in words a minute, set per language so that all four sound equally unhurried.
rate_of() {
  case "$1" in
    en) echo 128 ;;
    pt) echo 128 ;;
    es) echo 130 ;;
    it) echo 126 ;;
  esac
}
# respell LOCALE WORD: how espeak-ng should read a mantra in that language (checked with `-x`).
respell() {
  local locale="$1" word="$2"
  case "$locale:$word" in
    en:LAM) echo lahm ;; en:VAM) echo vahm ;; en:RAM) echo rahm ;; en:YAM) echo yahm ;;
    en:HAM) echo hahm ;; en:AUM) echo aum ;; en:OM) echo ohm ;;
    pt:LAM) echo lámm ;; pt:VAM) echo vámm ;; pt:RAM) echo "[[*'am]]" ;; pt:YAM) echo yámm ;;
    pt:HAM) echo rrámm ;; pt:AUM) echo aum ;; pt:OM) echo ômm ;;
    es:LAM) echo lam ;; es:VAM) echo vam ;; es:RAM) echo ram ;; es:YAM) echo yam ;;
    es:HAM) echo jam ;; es:AUM) echo aum ;; es:OM) echo om ;;
    it:LAM) echo lam ;; it:VAM) echo vam ;; it:RAM) echo ram ;; it:YAM) echo iam ;;
    it:HAM) echo ham ;; it:AUM) echo aum ;; it:OM) echo om ;;
    *) echo "$word" ;;
  esac
}
# Chakra notes (C3 up) for the sections, chosen by the section's mantra.
note_of() {
  case "$1" in
    LAM) echo 130.81 ;; VAM) echo 146.83 ;; RAM) echo 164.81 ;; YAM) echo 174.61 ;;
    HAM) echo 196.00 ;; AUM) echo 220.00 ;; OM) echo 246.94 ;;
  esac
}
MANTRA_RE='LAM|VAM|RAM|YAM|HAM|AUM|OM'

# ---------------------------------------------------------------------------------------------
# Helpers
# ---------------------------------------------------------------------------------------------
# Quiet, repeatable sox (-R seeds the dither with a fixed number). Every intermediate file is
# 22.05 kHz, mono, 16-bit WAV.
sx() { sox -R -V1 "$@"; }
silence() { sx -n -r "$RATE_HZ" -c 1 -b 16 "$2" trim 0 "$1"; }
dur() { soxi -D "$1"; }
calc() { awk "BEGIN { printf \"%.3f\", $1 }"; }

# plan FILE.md: prints the body as a list of steps, one per line, tab-separated:
#   section          a "## " heading (a new section of the tone bed)
#   say<TAB>text     a paragraph to speak
#   chant<TAB>WORDS  a mantra paragraph (the words, space-separated)
#   pause<TAB>N      N seconds of silence
plan() {
  awk -v mre="^(${MANTRA_RE})$" '
    function flush(   n, i, words, w, only) {
      if (para == "") return
      n = split(para, words, /[ \t.,;…]+/)
      only = 1; w = ""
      for (i = 1; i <= n; i++) {
        if (words[i] == "") continue
        if (words[i] !~ mre) { only = 0; break }
        w = w (w == "" ? "" : " ") words[i]
      }
      if (only && w != "") print "chant\t" w
      else print "say\t" para
      para = ""
    }
    NR == 1 && /^---[ \t]*$/ { infm = 1; next }
    infm { if (/^---[ \t]*$/) infm = 0; next }
    /^[ \t]*<!--[ \t]*pause[ \t]+[0-9.]+[ \t]*-->[ \t]*$/ {
      flush(); match($0, /[0-9.]+/); print "pause\t" substr($0, RSTART, RLENGTH); next
    }
    /^## / { flush(); print "section"; next }
    /^[ \t]*$/ { flush(); next }
    { sub(/^[ \t]+/, ""); sub(/[ \t]+$/, ""); para = para (para == "" ? "" : " ") $0 }
    END { flush() }
  ' "$1"
}

# ---------------------------------------------------------------------------------------------
# One language
# ---------------------------------------------------------------------------------------------
build() {
  local locale="$1"
  local src="$SRC_DIR/$locale.md" out="$OUT_DIR/chakra-meditation-$locale.mp3"
  local dir="$WORK/$locale" voice rate
  [[ -f "$src" ]] || { echo "make-gift-audio: $src not found" >&2; exit 1; }
  for field in durationSeconds audioBytes; do
    if ! sed -n '2,/^---/p' "$src" | grep -q "^$field:"; then
      echo "make-gift-audio: $src has no $field: line in its frontmatter" >&2
      exit 1
    fi
  done
  voice="$(voice_of "$locale")+$VARIANT"
  rate="$(rate_of "$locale")"
  mkdir -p "$dir"

  plan "$src" >"$dir/plan.tsv"

  local gap_para="$dir/gap-para.wav" gap_section="$dir/gap-section.wav"
  local gap_chant="$dir/gap-chant.wav" lead="$dir/lead.wav" tail="$dir/tail.wav"
  silence 1.6 "$gap_para"
  silence 3 "$gap_section"
  silence 1.4 "$gap_chant"
  silence 4 "$lead"
  silence 8 "$tail"

  # Speech track: the list of files to concatenate. For the bed, each section remembers the index
  # of its first part and the first mantra chanted in it (none for the opening and the closing).
  local -a parts=("$lead") sec_first=() sec_note=()
  local n=0 kind arg f w sp i
  while IFS=$'\t' read -r kind arg; do
    n=$((n + 1))
    f="$dir/p$(printf %03d "$n").wav"
    case "$kind" in
      section)
        if ((${#sec_first[@]} > 0)); then parts+=("$gap_section"); fi
        # The first section also owns the lead-in.
        if ((${#sec_first[@]} == 0)); then sec_first+=(0); else sec_first+=("${#parts[@]}"); fi
        sec_note+=(fifth)
        ;;
      say)
        # Mantras inside a sentence are respelled too.
        sp="$arg"
        for w in LAM VAM RAM YAM HAM AUM OM; do
          sp="$(printf '%s' "$sp" | sed -E "s/(^|[^[:alpha:]])$w([^[:alpha:]]|\$)/\1$(respell "$locale" "$w")\2/g")"
        done
        printf '%s\n' "$sp" >"$dir/p$n.txt"
        espeak-ng -v "$voice" -s "$rate" -p "$PITCH" -a 110 -w "$dir/raw$n.wav" -f "$dir/p$n.txt"
        sx "$dir/raw$n.wav" -r "$RATE_HZ" -c 1 -b 16 "$f" \
          silence 1 0.02 0.5% reverse silence 1 0.02 0.5% reverse
        parts+=("$f" "$gap_para")
        ;;
      chant)
        local -a cparts=()
        i=0
        for w in $arg; do
          i=$((i + 1))
          if ((${#sec_note[@]} > 0)) && [[ "${sec_note[-1]}" == fifth ]]; then sec_note[-1]="$w"; fi
          # Slow, low and level (x-low pitch range), then stretched without changing the pitch.
          espeak-ng -m -v "$voice" -s 80 -p 30 -a 100 -w "$dir/c$n-$i-raw.wav" \
            "<speak><prosody range=\"x-low\">$(respell "$locale" "$w") </prosody></speak>"
          sx "$dir/c$n-$i-raw.wav" -r "$RATE_HZ" -c 1 -b 16 "$dir/c$n-$i.wav" \
            silence 1 0.02 0.5% reverse silence 1 0.02 0.5% reverse \
            tempo -s 0.55 fade q 0.08 reverse fade q 0.5 reverse gain -2
          if ((i > 1)); then cparts+=("$gap_chant"); fi
          cparts+=("$dir/c$n-$i.wav")
        done
        sx "${cparts[@]}" "$dir/c$n-dry.wav"
        # More room on the chant, so that it rings a little into the silence after it.
        sx "$dir/c$n-dry.wav" "$f" pad 0 1.5 reverb 45 40 80 0 20 -4
        parts+=("$f" "$gap_para")
        ;;
      pause)
        silence "$arg" "$f"
        parts+=("$f")
        ;;
    esac
  done <"$dir/plan.tsv"
  parts+=("$tail")
  if ((${#sec_first[@]} == 0)); then sec_first=(0) sec_note=(fifth); fi

  local total
  sx "${parts[@]}" "$dir/speech-dry.wav"
  total=$(dur "$dir/speech-dry.wav")

  # Section boundaries in seconds, from the exact durations of the parts.
  local -a starts=()
  local k t=0 j=0
  for ((k = 0; k < ${#parts[@]}; k++)); do
    if ((j < ${#sec_first[@]})) && ((sec_first[j] == k)); then starts+=("$t"); j=$((j + 1)); fi
    t=$(calc "$t + $(dur "${parts[k]}")")
  done
  : >"$dir/bounds.tsv"
  for ((k = 0; k < ${#starts[@]}; k++)); do
    if ((k + 1 < ${#starts[@]})); then t="${starts[k + 1]}"; else t="$total"; fi
    printf '%s\t%s\t%s\n' "${starts[k]}" "$t" "${sec_note[k]}" >>"$dir/bounds.tsv"
  done

  # Voice polish: high-pass, soften the fizz, a small room; peaks to -3 dBFS.
  sx "$dir/speech-dry.wav" "$dir/speech.wav" \
    highpass 90 treble -4 6000 0.7q lowpass 8500 reverb 22 60 45 0 10 -6 gain -n -3 trim 0 "$total"

  # Tone bed: one drone per section, each overlapping its neighbours by the cross-fade.
  local xf=5 i=0 start end len note lo mid hi sub
  local -a beds=()
  while IFS=$'\t' read -r start end note; do
    i=$((i + 1))
    local s e
    s=$(calc "$start - $xf / 2"); e=$(calc "$end + $xf / 2")
    s=$(awk -v s="$s" 'BEGIN { print (s < 0 ? 0 : s) }')
    e=$(awk -v e="$e" -v t="$total" 'BEGIN { print (e > t ? t : e) }')
    len=$(calc "$e - $s")
    if [[ "$note" == fifth ]]; then
      # Low C/G open fifth: C2, G2, C3, with a slowly beating copy of the C3.
      sx -n -r "$RATE_HZ" -c 4 -b 16 "$dir/bed$i.wav" \
        synth "$len" sine 65.41 sine 98.00 sine 130.81 sine 131.17 \
        remix 1v0.30,2v0.22,3v0.24,4v0.20
    else
      lo=$(note_of "$note")
      mid=$(calc "$lo + 0.35")
      hi=$(calc "$lo * 1.5")
      sub=$(calc "$lo / 2")
      sx -n -r "$RATE_HZ" -c 4 -b 16 "$dir/bed$i.wav" \
        synth "$len" sine "$lo" sine "$mid" sine "$hi" sine "$sub" \
        remix 1v0.30,2v0.24,3v0.10,4v0.22
    fi
    sx "$dir/bed$i.wav" "$dir/bedf$i.wav" \
      tremolo 0.07 25 lowpass 900 fade h "$xf" -0 "$xf" pad "$s" 0
    beds+=(-v 1 "$dir/bedf$i.wav")
  done <"$dir/bounds.tsv"
  sx -m "${beds[@]}" "$dir/bed-raw.wav" reverb 60 50 100 0 0 -2 gain -n -24 trim 0 "$total"

  # Duck the bed under the voice (about 6 dB while she speaks; it comes back up in the pauses).
  ffmpeg -hide_banner -loglevel error -nostdin -y -i "$dir/bed-raw.wav" -i "$dir/speech.wav" \
    -filter_complex "[0:a][1:a]sidechaincompress=threshold=0.03:ratio=2.5:attack=250:release=1800[b]" \
    -map "[b]" -ar "$RATE_HZ" -ac 1 -c:a pcm_s16le -fflags +bitexact "$dir/bed.wav"

  # Mix (sox: unity gain on both), fade in and out.
  sx -m -v 1 "$dir/speech.wav" -v 1 "$dir/bed.wav" "$dir/mix.wav" fade q 3 "$total" 7

  # Loudness: measure (EBU R128), bring the whole to -18 LUFS with one gain, and catch the few
  # speech peaks that would then pass -2 dBFS with a look-ahead limiter (a couple of dB at most).
  local I gain
  I=$(ffmpeg -hide_banner -nostdin -i "$dir/mix.wav" -af loudnorm=I=-18:TP=-1.5:print_format=json \
    -f null - 2>&1 | sed -n 's/.*"input_i" : "\([^"]*\)".*/\1/p')
  gain=$(calc "-18 - ($I)")
  local title
  title=$(sed -n 's/^title:[ \t]*"\{0,1\}\([^"]*\)"\{0,1\}[ \t]*$/\1/p' "$src" | head -n 1)
  ffmpeg -hide_banner -loglevel error -nostdin -y -i "$dir/mix.wav" \
    -af "volume=${gain}dB,alimiter=limit=0.78:attack=5:release=80:level=disabled:latency=enabled" \
    -ar "$RATE_HZ" -ac 1 -c:a libmp3lame -q:a "$MP3_QUALITY" -map_metadata -1 \
    -metadata title="$title" -metadata artist="Vibra" -metadata language="$locale" \
    -id3v2_version 3 -write_xing 1 -fflags +bitexact -flags +bitexact "$dir/out.mp3"

  # Checks, then into place, then the duration and size into the frontmatter.
  local size secs
  size=$(stat -c %s "$dir/out.mp3")
  secs=$(ffprobe -v error -show_entries format=duration -of csv=p=0 "$dir/out.mp3" | awk '{ printf "%d", $1 + 0.5 }')
  if ((size >= MAX_BYTES)); then
    echo "make-gift-audio: $out would be $size bytes, over $MAX_BYTES." >&2
    exit 1
  fi
  if ((secs < MIN_SECONDS || secs > MAX_SECONDS)); then
    echo "make-gift-audio: $out would be $secs s long, outside $MIN_SECONDS to $MAX_SECONDS s; edit $src." >&2
    exit 1
  fi
  mkdir -p "$OUT_DIR"
  mv "$dir/out.mp3" "$out"
  sed -i -E -e "0,/^durationSeconds:.*/s//durationSeconds: $secs/" -e "0,/^audioBytes:.*/s//audioBytes: $size/" "$src"
  printf 'make-gift-audio: %s  %d s  %d bytes  (voice %s, %d wpm)\n' "$out" "$secs" "$size" "$voice" "$rate"
}

LOCALES=("$@")
((${#LOCALES[@]})) || LOCALES=(en pt es it)
for l in "${LOCALES[@]}"; do
  voice_of "$l" >/dev/null
  build "$l"
done

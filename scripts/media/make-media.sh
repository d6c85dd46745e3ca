#!/usr/bin/env bash
# make-media.sh: builds the site's decorative media on this machine, with nothing downloaded.
#
# What it makes (paths are relative to the repository root):
#   public/media/hero-loop.webm            VP9, 960x540, 24 fps, 10 s, no audio, <= 400 KB
#   public/media/hero-loop.mp4             H.264 (yuv420p, +faststart), same picture, <= 400 KB
#       A seamless background loop for the home hero: a warm, misty light over dark violet
#       water, mist drifting and a reflection shimmering. Every motion is a sine of period 10 s,
#       so frame 240 would equal frame 0 and the loop has no jump. Dark enough for white text:
#       the script fails if any pixel's luma goes over 117 (limited range), which keeps white
#       text at about 4.5:1 or better on the brightest spot.
#   src/assets/media/hero-poster.jpg       960x540, the loop's first frame, <= 25 KB
#   src/assets/media/hooponopono-thumb.jpg 1280x720 sunrise over the sea, no text, <= 80 KB
#   public/apple-touch-icon.png            180x180, rendered from public/favicon.svg
#
# public/favicon.svg is written by hand; this script only reads it (for the touch icon).
#
# Tools it needs (Debian packages):
#   ffmpeg            ffmpeg + ffprobe, with libvpx-vp9, libx264, librsvg (SVG input),
#                     libfreetype (drawtext) and the lavfi sources; Debian's build has all of these
#   fonts-dejavu-core DejaVu Serif Bold and DejaVu Sans, from /usr/share/fonts/truetype/dejavu/
# Install with: apt-get install -y ffmpeg fonts-dejavu-core
#
# How long it takes: about 1.5 CPU-minutes, nearly all of it encoding the two videos (VP9 at
# -cpu-used 1, x264 -preset veryslow): 3.5 to 6.5 minutes of wall time on a busy 2-core machine.
# The stills take a few seconds.
#
# Idempotent: every run rebuilds every file from the same formulas and fixed noise seeds, works in a
# temporary folder, and moves each finished file into place; running it again replaces the files
# with the same pictures. Usage: bash scripts/media/make-media.sh (from anywhere).

set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
FONTS=/usr/share/fonts/truetype/dejavu
START=$SECONDS

# ---------------------------------------------------------------------------------------------
# Tool check
# ---------------------------------------------------------------------------------------------
MEDIA_SCRIPT=make-media
MEDIA_PACKAGES="ffmpeg fonts-dejavu-core"
# shellcheck source=scripts/media/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

need "ffmpeg (package ffmpeg)" command -v ffmpeg
need "ffprobe (package ffmpeg)" command -v ffprobe
need "ffmpeg's VP9 encoder libvpx-vp9 (Debian's ffmpeg has it)" has_encoder libvpx-vp9
need "ffmpeg's H.264 encoder libx264 (Debian's ffmpeg has it)" has_encoder libx264
need "ffmpeg's SVG decoder librsvg (Debian's ffmpeg has it)" has_decoder librsvg
need "ffmpeg's drawtext filter (Debian's ffmpeg has it)" has_filter drawtext
need "ffmpeg's gradients source (ffmpeg 5.0 or later)" has_filter gradients
need "DejaVu Serif Bold (package fonts-dejavu-core)" test -f "$FONTS/DejaVuSerif-Bold.ttf"
need "DejaVu Sans (package fonts-dejavu-core)" test -f "$FONTS/DejaVuSans.ttf"
need "public/favicon.svg (hand-written, part of the repository)" test -f "$ROOT/public/favicon.svg"

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

# ff ARGS... OUTPUT: quiet ffmpeg. "-fflags +bitexact" goes just before the output file so that the
# muxer writes no random file IDs or version strings, and a rerun writes the same bytes.
ff() { ffmpeg -hide_banner -loglevel error -nostdin -y "${@:1:$#-1}" -fflags +bitexact "${@: -1}"; }

# place TMP DEST MAX_BYTES: checks the size budget, then moves the file into the repository.
place() {
  local tmp="$1" dest="$ROOT/$2" max="$3" size
  size=$(stat -c %s "$tmp")
  if ((size > max)); then
    echo "make-media: $2 is $size bytes, over its budget of $max bytes." >&2
    exit 1
  fi
  mkdir -p "$(dirname "$dest")"
  mv -f "$tmp" "$dest"
  chmod 0644 "$dest"
  printf '  %-40s %7d bytes (max %d)\n' "$2" "$size" "$max"
}

# ---------------------------------------------------------------------------------------------
# 1. Hero loop. Still textures are drawn once; the movie is made by sliding them (crop offsets
#    that are sines of period 10 s) and blending them, which is fast and loops exactly.
# ---------------------------------------------------------------------------------------------
make_hero() {
  local T="$WORK/hero" HZ=324 # horizon at 0.6 of the height
  mkdir -p "$T"
  echo "hero loop: textures"

  # Sky and water: dark dusk violet (#1b1530 / #2a1f47 family), a faint lift of light at the horizon.
  local lift="st(0,Y/H);st(1,exp(-pow(ld(0)-0.6,2)/0.015));st(2,max(ld(0)-0.6,0));"
  ff -f lavfi -i "color=black:s=960x540,format=gbrp,geq=\
r='${lift}21+(40-21)*ld(1)-4*ld(2)':\
g='${lift}16+(29-16)*ld(1)-4*ld(2)':\
b='${lift}38+(66-38)*ld(1)-8*ld(2)'" -frames:v 1 "$T/bg.png"

  # Mist: two fields of seeded noise on a tiny canvas, stretched wide and blurred into soft wisps.
  local seed
  for seed in 7 19; do
    ff -f lavfi -i "color=gray:s=24x30,format=gray,noise=alls=100:all_seed=$seed,format=gray,\
gblur=sigma=0.8,scale=1200:600:flags=bicubic,format=gray,gblur=sigma=14:sigmaV=10,\
lut=y='clip((val-128)*3+128,0,255)',format=gray" -frames:v 1 "$T/mist$seed.png"
  done
  # Where the mist lies: dense along the horizon, thin at the top.
  ff -f lavfi -i "color=black:s=960x540,format=gray,\
geq=lum='st(0,Y/H);255*(0.25+0.75*exp(-pow(ld(0)-0.55,2)/0.03))'" -frames:v 1 "$T/mistmask.png"

  # The light: a soft core inside a wide halo (centre 720,350 of a 1200x700 field).
  ff -f lavfi -i "color=black:s=1200x700,format=gray,\
geq=lum='st(0,pow(X-720,2)+pow((Y-350)*1.15,2));255*(0.42*exp(-ld(0)/(2*50*50))+0.58*exp(-ld(0)/(2*165*165)))'" \
    -frames:v 1 "$T/glow.png"

  # Water: wavy lines closing up towards the horizon (perspective), a second field that breaks
  # them into glints, and the column under the light where the glints may show.
  ff -f lavfi -i "color=black:s=1200x540,format=gray,geq=lum='st(0,Y-$HZ);if(lt(ld(0),0),0,\
255*pow(0.5+0.5*sin(60*log(ld(0)+57)+2.5*sin(X*0.008+ld(0)*0.02)+1.2*sin(X*0.023-ld(0)*0.05)),6)*min(1,ld(0)/10))'" \
    -frames:v 1 "$T/ripples.png"
  ff -f lavfi -i "color=black:s=1200x540,format=gray,geq=lum='st(0,max(Y-$HZ,0));\
255*pow(0.5+0.5*sin(X*0.05*60/(ld(0)+60)+2*sin(ld(0)*0.11)+ld(0)*0.4),5)'" -frames:v 1 "$T/glints.png"
  ff -f lavfi -i "color=black:s=1200x540,format=gray,geq=lum='st(0,(Y-$HZ)/H);if(lt(ld(0),0),0,\
255*exp(-pow(X-700,2)/(2*pow(30+380*ld(0),2)))*(1-1.6*ld(0))*min(1,ld(0)*40))'" -frames:v 1 "$T/column.png"

  echo "hero loop: compositing 240 frames"
  local P='2*PI*t/10' # one turn per 10 s: every offset below returns to its start at t = 10 s
  local fc="\
[1]crop=960:540:x='120+80*sin($P)':y='30+12*sin(2*$P+1)'[ma];\
[2]crop=960:540:x='120-80*sin($P+1.3)':y='30+12*cos($P)'[mb];\
[ma][mb]blend=all_mode=average[m0];\
[m0][7]blend=all_mode=multiply,format=gbrp,colorchannelmixer=rr=0.40:gg=0.30:bb=0.70[mist];\
[0]format=gbrp[bg];[bg][mist]blend=all_mode=screen:all_opacity=0.26[c1];\
[3]crop=960:540:x='120-40*sin($P)':y='154-8*sin(2*$P+1)',format=gbrp,\
colorchannelmixer=rr=0.92:gg=0.74:bb=0.46[light];\
[c1][light]blend=all_mode=screen:all_opacity=0.46[c2];\
[4]crop=960:540:x='120+36*sin($P+0.7)':y=0[ra];\
[5]crop=960:540:x='120-60*sin($P)':y=0[rb];\
[6]crop=960:540:x='100-40*sin($P)':y=0[col];\
[ra][rb]blend=all_mode=multiply[rr];\
[rr][col]blend=all_mode=multiply,gblur=sigma=0.7,format=gbrp,colorchannelmixer=rr=0.88:gg=0.76:bb=0.54[shim];\
[c2][shim]blend=all_mode=screen:all_opacity=0.5[out]"
  local inputs=() f
  for f in bg mist7 mist19 glow ripples glints column mistmask; do
    inputs+=(-loop 1 -framerate 24 -i "$T/$f.png")
  done
  # Lossless RGB master: exactly 240 frames (0 .. 9.958 s).
  ff "${inputs[@]}" -filter_complex "$fc" -map '[out]' -frames:v 240 -c:v ffv1 -pix_fmt gbrp "$WORK/hero-master.mkv"

  local yuv="scale=out_color_matrix=bt709:out_range=tv,format=yuv420p"
  local tags=(-colorspace bt709 -color_primaries bt709 -color_trc bt709 -color_range tv)

  echo "hero loop: VP9"
  ff -i "$WORK/hero-master.mkv" -vf "$yuv" "${tags[@]}" -an \
    -c:v libvpx-vp9 -b:v 0 -crf 24 -deadline good -cpu-used 1 -row-mt 1 -g 240 \
    "$WORK/hero-loop.webm"
  echo "hero loop: H.264"
  ff -i "$WORK/hero-master.mkv" -vf "$yuv" "${tags[@]}" -an \
    -c:v libx264 -preset veryslow -crf 21 -profile:v high -aq-mode 3 -g 240 -movflags +faststart \
    "$WORK/hero-loop.mp4"

  # Dark enough for white text? Brightest luma of any frame, limited range (16..235).
  local ymax
  ymax=$(ffmpeg -hide_banner -nostdin -i "$WORK/hero-loop.mp4" \
    -vf "signalstats,metadata=print:key=lavfi.signalstats.YMAX" -f null - 2>&1 |
    sed -n 's/.*YMAX=\([0-9.]*\).*/\1/p' | sort -n | tail -1)
  echo "hero loop: brightest luma $ymax (limit 117)"
  if [ -z "$ymax" ] || [ "${ymax%.*}" -gt 117 ]; then
    echo "make-media: the hero loop is too bright behind white text." >&2
    exit 1
  fi

  # Poster: the first frame of the loop, straight from the lossless master. ffmpeg's -q:v 3 is
  # about libjpeg quality 80: lower settings show 8x8 blocks in the dark gradients, and the
  # file is still far under its budget (about 9 KB).
  ff -i "$WORK/hero-master.mkv" -frames:v 1 -pix_fmt yuvj420p -q:v 3 "$WORK/hero-poster.jpg"

  place "$WORK/hero-loop.webm" public/media/hero-loop.webm 409600
  place "$WORK/hero-loop.mp4" public/media/hero-loop.mp4 409600
  place "$WORK/hero-poster.jpg" src/assets/media/hero-poster.jpg 25600
}

# ---------------------------------------------------------------------------------------------
# 2. Ho'oponopono thumbnail: sunrise over the sea, gold to violet, no text.
# ---------------------------------------------------------------------------------------------
make_thumb() {
  echo "thumbnail: sunrise"
  local W=1280 H=720 HZ=446 SY=428 # horizon row; the sun's centre sits just above it
  local G="color=black:s=${W}x${H}:d=1,format=gray"
  local fc="\
gradients=s=${W}x${HZ}:c0=0x2a1f47:c1=0x4b3a7a:c2=0x85578a:c3=0xc98070:c4=0xe6b477:\
x0=0:y0=0:x1=0:y1=$((HZ - 1)):n=5:d=1,format=gbrp[sky];\
gradients=s=${W}x$((H - HZ)):c0=0xb27c7c:c1=0x5e4378:c2=0x2e2250:c3=0x1b1530:\
x0=0:y0=0:x1=0:y1=$((H - HZ - 1)):n=4:d=1,format=gbrp[sea];\
[sky][sea]vstack,format=gbrp[base];\
$G,geq=lum='st(0,hypot(X-640,Y-$SY));\
255*(0.55*exp(-pow(ld(0),2)/(2*80*80))+0.45*exp(-pow(ld(0),2)/(2*330*330)))*if(lt(Y,$HZ),1,0.35)',\
format=gbrp,colorchannelmixer=rr=0.98:gg=0.80:bb=0.50[halo];\
$G,geq=lum='st(0,hypot(X-640,Y-$SY));255*clip((56-ld(0))/3,0,1)*if(lt(Y,$HZ),1,0)',gblur=sigma=1.5[discA];\
color=0xfff0cf:s=${W}x${H}:d=1,format=gbrp[discC];[discC][discA]alphamerge[disc];\
$G,geq=lum='st(0,Y-$HZ);if(lt(ld(0),0),0,\
255*pow(0.5+0.5*sin(70*log(ld(0)+50)+2.5*sin(X*0.006+ld(0)*0.02)+1.2*sin(X*0.019-ld(0)*0.04)),6)\
*pow(0.5+0.5*sin(X*0.04*60/(ld(0)+60)+2*sin(ld(0)*0.11)+ld(0)*0.4),4)\
*exp(-pow(X-640,2)/(2*pow(30+0.9*ld(0),2)))*min(1,ld(0)/6)*(1.15-ld(0)/330))',\
gblur=sigma=0.8,format=gbrp,colorchannelmixer=rr=1:gg=0.86:bb=0.62[glints];\
$G,geq=lum='st(0,Y-$HZ);if(lt(ld(0),0),0,\
255*pow(0.5+0.5*sin(70*log(ld(0)+50)+3*sin(X*0.005+ld(0)*0.03)+1.5*sin(X*0.017-ld(0)*0.05)),8)\
*(0.5+0.5*sin(X*0.013+ld(0)*0.2))*min(1,ld(0)/8))',\
gblur=sigma=1,format=gbrp,colorchannelmixer=rr=0.85:gg=0.70:bb=0.85[waves];\
$G,geq=lum='255*exp(-pow(Y-$HZ,2)/(2*1.3*1.3))*exp(-pow(X-640,2)/(2*520*520))',\
format=gbrp,colorchannelmixer=rr=1:gg=0.9:bb=0.75[line];\
[base][halo]blend=all_mode=screen:all_opacity=0.55[a];\
[a][disc]overlay=format=gbrp[b];\
[b][waves]blend=all_mode=screen:all_opacity=0.09[c];\
[c][glints]blend=all_mode=screen[d];\
[d][line]blend=all_mode=screen:all_opacity=0.5[out]"
  # -q:v 3 is about libjpeg quality 80 (see the poster); about 30 KB.
  ff -filter_complex "$fc" -map '[out]' -frames:v 1 -pix_fmt yuvj420p -q:v 3 "$WORK/hooponopono-thumb.jpg"
  place "$WORK/hooponopono-thumb.jpg" src/assets/media/hooponopono-thumb.jpg 81920
}

# ---------------------------------------------------------------------------------------------
# 3. Apple touch icon: the favicon's mark on a full square (iOS rounds the corners itself),
#    the mark scaled a little and centred.
# ---------------------------------------------------------------------------------------------
make_touch_icon() {
  echo "apple touch icon"
  local circle='<circle cx="16" cy="16" r="15" fill="#2a1f47"/>'
  if ! grep -qF "$circle" "$ROOT/public/favicon.svg"; then
    echo "make-media: public/favicon.svg no longer has the line $circle; update make_touch_icon." >&2
    exit 1
  fi
  sed -e "s|$circle|<rect width=\"32\" height=\"32\" fill=\"#2a1f47\"/><g transform=\"translate(16 16) scale(.86) translate(-16 -14.2)\">|" \
    -e 's|</svg>|</g></svg>|' "$ROOT/public/favicon.svg" >"$WORK/touch.svg"
  ff -width 180 -height 180 -i "$WORK/touch.svg" -frames:v 1 -pix_fmt rgb24 -compression_level 9 "$WORK/apple-touch-icon.png"
  place "$WORK/apple-touch-icon.png" public/apple-touch-icon.png 20480
}

make_hero
make_thumb
make_touch_icon
echo "make-media: done in $((SECONDS - START)) s"

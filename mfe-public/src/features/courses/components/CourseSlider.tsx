import { usePrefersReducedMotion } from '@college/shared-ui';
import { useState } from 'react';
import { A11y, Autoplay, EffectFade, Pagination, Scrollbar } from 'swiper/modules';
import { Swiper, type SwiperClass, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/effect-fade';
import 'swiper/css/pagination';
import 'swiper/css/scrollbar';
import { type CourseImage, courseImageSize } from '../../../lib/courseImages.ts';
import { COURSE_SLIDER, courseDetailText } from '../content.ts';

/**
 * Fade slider: autoplay 4 s (none under reduced motion), clickable pagination, draggable scrollbar, pause/play.
 * The prerendered page and its hydration are still (usePrefersReducedMotion); once the visitor's preference is
 * known the slider is set up again for it (its key), and the button, always there, is hidden by CSS when still.
 */
export function CourseSlider({ images }: { images: CourseImage[] }) {
  const still = usePrefersReducedMotion();
  const [swiper, setSwiper] = useState<SwiperClass | null>(null);
  const [paused, setPaused] = useState(false);
  const playing = !still && !paused;
  const toggle = () => {
    if (!swiper) return;
    if (playing) swiper.autoplay.stop();
    else swiper.autoplay.start();
    setPaused(playing);
  };
  return (
    <div className="course-slider">
      <Swiper
        key={still ? 'still' : 'moving'}
        modules={[A11y, Autoplay, EffectFade, Pagination, Scrollbar]}
        effect="fade"
        fadeEffect={{ crossFade: true }}
        slidesPerView={COURSE_SLIDER.slidesPerView}
        spaceBetween={COURSE_SLIDER.spaceBetween}
        speed={still ? 0 : 600}
        autoplay={still ? false : { delay: COURSE_SLIDER.autoplayDelayMs, disableOnInteraction: false }}
        pagination={{ clickable: true }}
        scrollbar={{ draggable: true }}
        a11y={{ containerMessage: courseDetailText.sliderLabel }}
        onSwiper={setSwiper}
      >
        {images.map((image, index) => (
          <SwiperSlide key={image.src}>
            <img src={image.src} alt={image.alt} {...courseImageSize} loading={index === 0 ? 'eager' : 'lazy'} decoding="async" />
          </SwiperSlide>
        ))}
      </Swiper>
      <button type="button" className="ui-button ui-button--secondary course-slider__toggle" aria-pressed={paused} onClick={toggle}>
        {playing ? courseDetailText.pause : courseDetailText.play}
      </button>
    </div>
  );
}

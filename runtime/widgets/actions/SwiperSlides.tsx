/**
 * The slider library's part of ImageSlider, in its own chunk: only pages that show a slider load Swiper and its
 * styles (ImageSlider imports this file dynamically).
 */
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, EffectCards, EffectCoverflow, EffectCreative, EffectCube, EffectFade, EffectFlip, Keyboard, Navigation, Pagination } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import 'swiper/css/effect-fade';
import 'swiper/css/effect-cube';
import 'swiper/css/effect-coverflow';
import 'swiper/css/effect-flip';
import 'swiper/css/effect-cards';
import 'swiper/css/effect-creative';

export interface Slide {
  src: string;
  href?: string;
  alt: string;
}

export interface SwiperSlidesProps {
  slides: Slide[];
  effect: string;
  duration: number;
  autoHeight: boolean;
  /** In edit mode the pictures do not move on by themselves and links go nowhere. */
  editing: boolean;
}

const MODULES = [A11y, Autoplay, Keyboard, Navigation, Pagination, EffectFade, EffectCube, EffectCoverflow, EffectFlip, EffectCards, EffectCreative];

export default function SwiperSlides({ slides, effect, duration, autoHeight, editing }: SwiperSlidesProps) {
  return (
    <Swiper
      modules={MODULES}
      effect={effect as 'slide'}
      autoHeight={autoHeight}
      autoplay={editing ? false : { delay: duration, disableOnInteraction: false, pauseOnMouseEnter: true }}
      loop={slides.length > 1}
      navigation
      pagination={{ clickable: true }}
      keyboard={{ enabled: true }}
      // the fade effect shows the next picture through the current one unless the current one fades out completely
      fadeEffect={{ crossFade: true }}
      creativeEffect={{ prev: { translate: ['-100%', 0, -1] }, next: { translate: ['100%', 0, 0] } }}
    >
      {slides.map((slide, index) => {
        const image = <img src={slide.src} alt={slide.alt} style={{ display: 'block', width: '100%', height: autoHeight ? 'auto' : '100%', objectFit: 'cover' }} />;
        return (
          <SwiperSlide key={`${index}-${slide.src}`} data-testid="slider-slide">
            {slide.href && !editing ? <a href={slide.href}>{image}</a> : image}
          </SwiperSlide>
        );
      })}
    </Swiper>
  );
}

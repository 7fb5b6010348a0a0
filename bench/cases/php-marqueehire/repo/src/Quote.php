<?php

declare(strict_types=1);

namespace Marquee\Hire;

/** A priced quote in pence: the tent by the square metre, then what the options add. */
final class Quote
{
    public const TENT_PER_M2 = 450;
    public const EXTRA_DAY_PERCENT = 25;
    public const FLOOR_PER_M2 = 300;
    public const LIGHTING_PER_BAY = ['none' => 0, 'festoon' => 2_500, 'chandelier' => 6_000];
    public const FREE_KM = 20;
    public const PER_KM = 180;
    public const VAT_PERCENT = 20;

    public function __construct(private readonly Marquee $marquee, private readonly HireOptions $options)
    {
    }

    /** @return array<string, int> */
    public function lines(): array
    {
        $lines = ['tent' => $this->tent()];
        if ($this->options->flooring()) {
            $lines['flooring'] = $this->marquee->area() * self::FLOOR_PER_M2;
        }
        $lighting = self::LIGHTING_PER_BAY[$this->options->lighting()] * $this->marquee->bays();
        if ($lighting > 0) {
            $lines['lighting'] = $lighting;
        }
        $delivery = max(0, $this->options->distanceKm() - self::FREE_KM) * self::PER_KM;
        if ($delivery > 0) {
            $lines['delivery'] = $delivery;
        }
        return $lines;
    }

    public function net(): int
    {
        return array_sum($this->lines());
    }

    public function vat(): int
    {
        return intdiv($this->net() * self::VAT_PERCENT + 50, 100);
    }

    public function gross(): int
    {
        return $this->net() + $this->vat();
    }

    private function tent(): int
    {
        $oneDay = $this->marquee->area() * self::TENT_PER_M2;
        $extra = intdiv($oneDay * self::EXTRA_DAY_PERCENT * ($this->options->days() - 1), 100);
        return $oneDay + $extra;
    }
}

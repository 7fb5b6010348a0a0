<?php

declare(strict_types=1);

namespace Hopyard\Pay;

/** What comes off a picker's week: bunkhouse nights for those who live on site, and meals. */
final class Deductions
{
    public function __construct(
        private int $bunkPerNight,
        private int $mealPerDay,
    ) {
    }

    public function forPicker(Picker $picker, int $nights, int $daysPicked): int
    {
        $bunk = $picker->livesOnSite ? $this->bunkPerNight * $nights : 0;
        return $bunk + $this->mealPerDay * $daysPicked;
    }
}

<?php

declare(strict_types=1);

namespace PigeonRace\Timing;

use DateTimeImmutable;
use InvalidArgumentException;

/**
 * A timing clock as set before basketing and checked after the race.
 *
 * The clock is set against the master clock before the race and read against it
 * again at the check. Any gain or loss is spread pro rata over the time the clock
 * ran, so a bird struck half way through has half the variation taken off.
 */
final class ClockCheck
{
    public const MAX_VARIATION_SECONDS = 600;

    public function __construct(
        public readonly DateTimeImmutable $setAt,
        public readonly DateTimeImmutable $checkedAt,
        public readonly DateTimeImmutable $clockReadingAtCheck,
    ) {
        if ($checkedAt <= $setAt) {
            throw new InvalidArgumentException('A clock must be checked after it was set');
        }
        if (abs($this->variationSeconds()) > self::MAX_VARIATION_SECONDS) {
            throw new InvalidArgumentException(sprintf(
                'Clock variation of %d s is over the %d s allowed',
                $this->variationSeconds(),
                self::MAX_VARIATION_SECONDS,
            ));
        }
    }

    /**
     * Seconds the clock gained (positive) or lost (negative) between setting and check.
     */
    public function variationSeconds(): int
    {
        return $this->clockReadingAtCheck->getTimestamp() - $this->checkedAt->getTimestamp();
    }

    /**
     * The master-clock time for a time struck on this clock.
     */
    public function correct(DateTimeImmutable $struck): DateTimeImmutable
    {
        $ran = $this->clockReadingAtCheck->getTimestamp() - $this->setAt->getTimestamp();
        $elapsed = $struck->getTimestamp() - $this->setAt->getTimestamp();
        if ($elapsed < 0 || $elapsed > $ran) {
            throw new InvalidArgumentException('Struck time is outside the period the clock ran');
        }
        $correction = (int) round($this->variationSeconds() * $elapsed / $ran);

        return $struck->modify(sprintf('%+d seconds', -$correction));
    }
}

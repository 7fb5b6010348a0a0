<?php

declare(strict_types=1);

namespace Locksmith\Callout;

/**
 * Public holidays, on which daytime call-outs are charged at the weekend rate.
 */
final class BankHolidays
{
    /** @var array<string, true> */
    private array $dates = [];

    /**
     * @param string[] $dates in Y-m-d form
     */
    public function __construct(array $dates = [])
    {
        foreach ($dates as $date) {
            $parsed = \DateTimeImmutable::createFromFormat('!Y-m-d', $date);
            if ($parsed === false || $parsed->format('Y-m-d') !== $date) {
                throw new \InvalidArgumentException("Not a Y-m-d date: '$date'");
            }
            $this->dates[$date] = true;
        }
    }

    public function isHoliday(\DateTimeInterface $day): bool
    {
        return isset($this->dates[$day->format('Y-m-d')]);
    }
}

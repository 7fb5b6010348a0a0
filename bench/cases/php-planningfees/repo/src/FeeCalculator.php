<?php

declare(strict_types=1);

namespace Borough\Planning;

/** The fee to take for an application, after the concessions. */
final class FeeCalculator
{
    public function __construct(private readonly FeeSchedule $schedule)
    {
    }

    public function fee(Application $app): int
    {
        if ($this->freeGo($app)) {
            return 0;
        }
        return $this->schedule->fee($app);
    }

    /** A resubmission within a year of the earlier decision is free. */
    public function freeGo(Application $app): bool
    {
        if (!$app->isResubmission()) {
            return false;
        }
        return $app->earlierDecision->diff($app->received)->days < 365;
    }
}

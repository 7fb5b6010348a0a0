<?php

declare(strict_types=1);

namespace Juggling;

/**
 * The shortest run of throws that takes the balls from one state to another.
 */
final class Transition
{
    /**
     * @return list<int> the throws, [] when the states are the same
     */
    public static function between(State $from, State $to, int $maxHeight): array
    {
        if ($from->balls() !== $to->balls()) {
            throw new InvalidPattern(sprintf('No transition from %d to %d balls', $from->balls(), $to->balls()));
        }

        $queue = [[$from, []]];
        $seen = [(string) $from->padded($maxHeight) => true];
        while ($queue !== []) {
            [$state, $throws] = array_shift($queue);
            if ($state->equals($to)) {
                return $throws;
            }
            for ($height = 0; $height <= $maxHeight; ++$height) {
                if (!$state->canThrow($height)) {
                    continue;
                }
                $next = $state->throw($height);
                $key = (string) $next->padded($maxHeight);
                if (!isset($seen[$key])) {
                    $seen[$key] = true;
                    $queue[] = [$next, [...$throws, $height]];
                }
            }
        }

        throw new InvalidPattern(sprintf('No transition from %s to %s with throws up to %d', $from, $to, $maxHeight));
    }
}

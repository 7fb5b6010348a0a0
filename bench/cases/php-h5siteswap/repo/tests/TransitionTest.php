<?php

declare(strict_types=1);

namespace Juggling\Tests;

use Juggling\InvalidPattern;
use Juggling\Siteswap;
use Juggling\State;
use Juggling\Transition;
use PHPUnit\Framework\TestCase;

final class TransitionTest extends TestCase
{
    public function testEntersAndLeavesTheShower(): void
    {
        $ground = State::ground(3, 5);
        $shower = Siteswap::parse('51')->state();

        self::assertSame([4], Transition::between($ground, $shower, 5));
        self::assertSame([2], Transition::between($shower, $ground, 5));
    }

    public function testNeedsNoThrowsBetweenGroundPatterns(): void
    {
        self::assertSame([], Transition::between(Siteswap::parse('441')->state(), Siteswap::parse('531')->state(), 5));
    }

    public function testRefusesToChangeTheNumberOfBalls(): void
    {
        $this->expectException(InvalidPattern::class);
        Transition::between(State::ground(3, 5), State::ground(4, 5), 5);
    }
}

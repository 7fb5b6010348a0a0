<?php

declare(strict_types=1);

namespace Juggling\Tests;

use Juggling\InvalidPattern;
use Juggling\State;
use PHPUnit\Framework\TestCase;

final class StateTest extends TestCase
{
    public function testGroundState(): void
    {
        self::assertSame('11100', (string) State::ground(3, 5));
        self::assertSame(3, State::ground(3, 5)->balls());
    }

    public function testThrowsFromAState(): void
    {
        $state = State::parse('11100');

        self::assertSame('11010', (string) $state->throw(4));
        self::assertSame('11100', (string) $state->throw(3));
        self::assertFalse($state->canThrow(2));
        self::assertTrue(State::parse('01100')->canThrow(0));
    }

    public function testRefusesAThrowOntoABall(): void
    {
        $this->expectException(InvalidPattern::class);
        State::parse('11100')->throw(1);
    }

    public function testComparesStatesOfDifferentLengths(): void
    {
        self::assertTrue(State::parse('111')->equals(State::parse('11100')));
        self::assertFalse(State::parse('11010')->equals(State::parse('11100')));
    }
}

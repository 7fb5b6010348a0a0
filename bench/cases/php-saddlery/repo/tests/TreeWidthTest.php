<?php

declare(strict_types=1);

namespace Hartwell\Saddlery\Tests;

use Hartwell\Saddlery\TreeWidth;
use PHPUnit\Framework\TestCase;

final class TreeWidthTest extends TestCase
{
    /** @dataProvider gullets */
    public function testForGullet(float $cm, TreeWidth $tree): void
    {
        $this->assertSame($tree, TreeWidth::forGullet($cm));
    }

    /** @return array<string, array{float, TreeWidth}> */
    public static function gullets(): array
    {
        return [
            'fine thoroughbred' => [27.5, TreeWidth::Narrow],
            'lower edge of medium' => [28.0, TreeWidth::Medium],
            'warmblood' => [31.5, TreeWidth::MediumWide],
            'lower edge of wide' => [32.0, TreeWidth::Wide],
            'cob' => [35.0, TreeWidth::ExtraWide],
        ];
    }

    public function testLabel(): void
    {
        $this->assertSame('medium-wide', TreeWidth::MediumWide->label());
        $this->assertSame('extra wide', TreeWidth::ExtraWide->label());
    }
}

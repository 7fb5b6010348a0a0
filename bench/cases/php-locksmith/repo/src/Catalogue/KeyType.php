<?php

declare(strict_types=1);

namespace Locksmith\Catalogue;

enum KeyType: string
{
    case Cylinder = 'cylinder';
    case Mortice = 'mortice';
    case Padlock = 'padlock';
    case Transponder = 'transponder';

    /**
     * Car keys with a chip have to be programmed to the vehicle after cutting.
     */
    public function needsProgramming(): bool
    {
        return $this === self::Transponder;
    }
}

module Haberdashery
  # How much fabric a set of pattern pieces takes: pieces are laid across the
  # width of the fabric in rows, longest first; each row takes the length of
  # its longest piece, rounded up to the pattern repeat so that motifs line up.
  class CuttingPlan
    Piece = Struct.new(:name, :length_cm, :width_cm, keyword_init: true)

    attr_reader :fabric, :pieces

    def initialize(fabric)
      @fabric = fabric
      @pieces = []
    end

    def add(name, length_cm:, width_cm:, count: 1)
      if width_cm > fabric.width_cm
        raise ArgumentError, "#{name} (#{width_cm} cm wide) does not fit #{fabric.name} (#{fabric.width_cm} cm)"
      end

      count.times { @pieces << Piece.new(name: name, length_cm: length_cm, width_cm: width_cm) }
      self
    end

    # Rows of pieces, each row an Array of Piece.
    def rows
      rows = []
      @pieces.sort_by { |p| [-p.length_cm, -p.width_cm, p.name] }.each do |piece|
        row = rows.find { |r| r.sum(&:width_cm) + piece.width_cm <= fabric.width_cm }
        if row
          row << piece
        else
          rows << [piece]
        end
      end
      rows
    end

    def row_length(row)
      longest = row.map(&:length_cm).max
      return longest unless fabric.patterned?

      (longest.to_f / fabric.repeat_cm).ceil * fabric.repeat_cm
    end

    # Length of fabric the layout takes, before the shop's cutting rules.
    def length_cm
      rows.sum { |row| row_length(row) }
    end

    # What to ask the counter for.
    def cut_length
      fabric.cut_length(length_cm)
    end
  end
end

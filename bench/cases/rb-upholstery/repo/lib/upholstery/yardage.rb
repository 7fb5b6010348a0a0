module Upholstery
  # How much fabric a set of panels takes. Panels of one kind are cut side by side across
  # the usable width, in as many rows as they need; on a patterned fabric every row is
  # rounded up to whole pattern repeats so the panels match.
  class CutPlan
    Row = Struct.new(:panel, :across, :rows, :length_cm) do
      def total_cm
        rows * length_cm
      end
    end

    attr_reader :fabric, :panels

    def initialize(fabric, panels)
      raise ArgumentError, "nothing to cut" if panels.empty?

      @fabric = fabric
      @panels = panels
    end

    def rows
      @rows ||= panels.map do |panel|
        across = (fabric.usable_width_cm / panel.cut_width_cm).floor
        if across.zero?
          raise Error, "#{panel.name} (#{panel.cut_width_cm} cm) is wider than #{fabric.name} " \
                       "(#{fabric.usable_width_cm} cm usable)"
        end

        Row.new(panel, across, (panel.count.to_f / across).ceil, row_length_cm(panel.cut_height_cm))
      end
    end

    def length_cm
      rows.sum(&:total_cm)
    end

    # Metres to order, rounded up to the next 10 cm.
    def metres
      (length_cm.to_r / 10).ceil / 10r
    end

    # Share of the fabric bought that ends up as offcuts, 0 to 1.
    def waste
      bought = metres * 100 * fabric.width_cm
      1 - panels.sum(&:cut_area_cm2) / bought
    end

    private

    def row_length_cm(height_cm)
      return height_cm unless fabric.patterned?

      (height_cm.to_f / fabric.repeat_cm).ceil * fabric.repeat_cm
    end
  end
end

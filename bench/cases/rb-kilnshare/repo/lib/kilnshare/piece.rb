module Kilnshare
  # A pot, measured on the intake shelf: footprint in centimetres.
  Piece = Struct.new(:name, :width_cm, :depth_cm, keyword_init: true) do
    def shelf_share
      Shelf.share(width_cm, depth_cm)
    end
  end
end

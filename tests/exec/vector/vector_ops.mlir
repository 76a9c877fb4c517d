// Vector values: constants, broadcast, extract/insert (static and
// dynamic positions), shape_cast, transpose, strided slices, reductions,
// fma, step, masks, and vector.print of each.
// RUN: %exec %s
// RUN: %exec %s --affc-arg=--vector-ext
func.func @main() {
  %c = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : vector<2x3xf32>
  vector.print %c : vector<2x3xf32>
  %s = arith.constant 7.5 : f32
  %b = vector.broadcast %s : f32 to vector<4xf32>
  vector.print %b : vector<4xf32>
  %row = arith.constant dense<[1, 2, 3]> : vector<3xi32>
  %b2 = vector.broadcast %row : vector<3xi32> to vector<2x3xi32>
  vector.print %b2 : vector<2x3xi32>
  %x = vector.extract %c[1, 2] : f32 from vector<2x3xf32>
  vector.print %x : f32
  %r1 = vector.extract %c[0] : vector<3xf32> from vector<2x3xf32>
  vector.print %r1 : vector<3xf32>
  %c1 = arith.constant 1 : index
  %d = vector.extract %c[%c1, %c1] : f32 from vector<2x3xf32>
  vector.print %d : f32
  %ins = vector.insert %x, %c[0, 0] : f32 into vector<2x3xf32>
  vector.print %ins : vector<2x3xf32>
  %ins2 = vector.insert %r1, %c[1] : vector<3xf32> into vector<2x3xf32>
  vector.print %ins2 : vector<2x3xf32>
  %flat = vector.shape_cast %c : vector<2x3xf32> to vector<6xf32>
  vector.print %flat : vector<6xf32>
  %t = vector.transpose %c, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  vector.print %t : vector<3x2xf32>
  %sl = vector.extract_strided_slice %flat {offsets = [2], sizes = [3], strides = [1]} : vector<6xf32> to vector<3xf32>
  vector.print %sl : vector<3xf32>
  %z = arith.constant dense<0.0> : vector<2x4xf32>
  %is = vector.insert_strided_slice %r1, %z {offsets = [1, 1], strides = [1]} : vector<3xf32> into vector<2x4xf32>
  vector.print %is : vector<2x4xf32>
  %sum = vector.reduction <add>, %flat : vector<6xf32> into f32
  vector.print %sum : f32
  %mx = vector.reduction <maxsi>, %row : vector<3xi32> into i32
  vector.print %mx : i32
  %acc = arith.constant 10.0 : f32
  %mul = vector.reduction <mul>, %r1, %acc : vector<3xf32> into f32
  vector.print %mul : f32
  %f = vector.fma %r1, %r1, %r1 : vector<3xf32>
  vector.print %f : vector<3xf32>
  %st = vector.step : vector<4xindex>
  vector.print %st : vector<4xindex>
  %m = vector.constant_mask [1, 2] : vector<2x3xi1>
  vector.print %m : vector<2x3xi1>
  %c2 = arith.constant 2 : index
  %cm = vector.create_mask %c2 : vector<4xi1>
  vector.print %cm : vector<4xi1>
  %fe = vector.from_elements %x, %d, %s : vector<3xf32>
  vector.print %fe : vector<3xf32>
  vector.print str "done\n"
  return
}

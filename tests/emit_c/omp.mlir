// Which loops affc shares out among OpenMP threads, and the pragmas it
// writes: one parallel region per outermost parallel loop, collapse over
// all its dimensions but the innermost, round-robin for triangular work,
// C's reduction operators where they mean what MLIR means and declared
// reductions elsewhere, one region hoisted around a time loop whose work
// is all parallel, and sequential code (with a warning for a proven race)
// where iterations may not run at once.
// RUN: %affc %s -o %t.c 2> %t.err
// RUN: FileCheck %s < %t.c
// RUN: FileCheck %s --check-prefix=WARN < %t.err
// RUN: cc -std=c11 -Wall -Wextra -Werror -c %t.c -o %t.o
// RUN: cc -std=c11 -Wall -Wextra -Werror -fopenmp -c %t.c -o %t.omp.o

// CHECK: #pragma GCC diagnostic ignored "-Wunknown-pragmas"
// CHECK-DAG: #pragma omp declare reduction(affc_maximumf_f32 : float : omp_out = affc_maximumf_f32(omp_out, omp_in)) initializer(omp_priv = -HUGE_VALF)
// CHECK-DAG: #pragma omp declare reduction(affc_addi_i32 : int32_t : omp_out = (int32_t)((uint32_t)omp_out + (uint32_t)omp_in)) initializer(omp_priv = 0)
// CHECK-DAG: #pragma omp declare reduction(affc_minu_i32 : int32_t : omp_out =
// CHECK-DAG: #pragma omp declare reduction(affc_addf_vec_4xf32 : affc_vec_4xf32 : omp_out = affc_addf_vec_4xf32_combine(omp_out, omp_in)) initializer(affc_addf_vec_4xf32_init(&omp_priv))

// CHECK-LABEL: reductions({{.*}}) {
// CHECK: #pragma omp parallel for schedule(static) reduction(+: r_0) reduction(affc_maximumf_f32: r_1) reduction(affc_addi_i32: r_2) reduction(&: r_3) reduction(|: r_4)
// CHECK-NEXT: for (int64_t i = 0; i < 100; i++) {
// CHECK-NEXT: for (int64_t j = 0; j < j_ub; j += 2) {
func.func @reductions(%A: memref<100x200xf32>, %I: memref<100x200xi32>, %N: index) -> (f32, f32, i32, i32, i32) {
  %r:5 = affine.parallel (%i, %j) = (0, 0) to (100, min(200, symbol(%N))) step (1, 2) reduce ("addf", "maximumf", "addi", "andi", "ori") -> (f32, f32, i32, i32, i32) {
    %a = affine.load %A[%i, %j] : memref<100x200xf32>
    %b = affine.load %I[%i, %j] : memref<100x200xi32>
    affine.yield %a, %a, %b, %b, %b : f32, f32, i32, i32, i32
  }
  return %r#0, %r#1, %r#2, %r#3, %r#4 : f32, f32, i32, i32, i32
}

// Three dimensions: the innermost stays a loop of its own.
// CHECK-LABEL: cube({{.*}}) {
// CHECK: #pragma omp parallel for schedule(static) collapse(2)
// CHECK-NEXT: for (int64_t i = 0; i < 8; i++) {
// CHECK-NEXT: for (int64_t j = 0; j < 8; j++) {
// CHECK-NEXT: for (int64_t k = 0; k < 8; k++) {
func.func @cube(%A: memref<8x8x8xf32>) {
  affine.parallel (%i, %j, %k) = (0, 0, 0) to (8, 8, 8) {
    %a = affine.load %A[%i, %j, %k] : memref<8x8x8xf32>
    %b = arith.addf %a, %a : f32
    affine.store %b, %A[%i, %j, %k] : memref<8x8x8xf32>
  }
  return
}

// Row i of a triangle does i + 1 steps: rows go round-robin.
// CHECK-LABEL: triangle({{.*}}) {
// CHECK: #pragma omp parallel for schedule(static, 1)
// CHECK-LABEL: triangle_parallel({{.*}}) {
// CHECK: #pragma omp parallel for schedule(static, 1)
func.func @triangle(%A: memref<64x64xf32>) {
  affine.parallel (%i) = (0) to (64) {
    affine.for %j = 0 to affine_map<(d0) -> (d0 + 1)>(%i) {
      %a = affine.load %A[%i, %j] : memref<64x64xf32>
      %b = arith.addf %a, %a : f32
      affine.store %b, %A[%i, %j] : memref<64x64xf32>
    }
  }
  return
}
func.func @triangle_parallel(%A: memref<64x64xf32>) {
  affine.parallel (%i) = (0) to (64) {
    affine.for %k = 0 to 4 {
      affine.parallel (%j) = (%i) to (64) {
        %a = affine.load %A[%i, %j] : memref<64x64xf32>
        %b = arith.addf %a, %a : f32
        affine.store %b, %A[%i, %j] : memref<64x64xf32>
      }
    }
  }
  return
}

// A block of columns moves with jj but always has 32 of them: equal work.
// CHECK-LABEL: blocks({{.*}}) {
// CHECK: #pragma omp parallel for schedule(static){{$}}
func.func @blocks(%A: memref<64x256xf32>) {
  affine.parallel (%jj) = (0) to (256) step (32) {
    affine.for %i = 0 to 64 {
      affine.for %j = affine_map<(d0) -> (d0)>(%jj) to affine_map<(d0) -> (d0 + 32)>(%jj) {
        %a = affine.load %A[%i, %j] : memref<64x256xf32>
        %b = arith.addf %a, %a : f32
        affine.store %b, %A[%i, %j] : memref<64x256xf32>
      }
    }
  }
  return
}

// The inner parallel loop runs inside the outer one's iterations.
// CHECK-LABEL: nested({{.*}}) {
// CHECK: #pragma omp parallel for schedule(static)
// CHECK-NEXT: for (int64_t i = 0; i < 64; i++) {
// CHECK-NOT: #pragma
// CHECK: for (int64_t j = 0; j < 64; j++) {
// CHECK: }
func.func @nested(%A: memref<64x64xf32>) {
  affine.parallel (%i) = (0) to (64) {
    affine.parallel (%j) = (0) to (64) {
      %a = affine.load %A[%i, %j] : memref<64x64xf32>
      %b = arith.addf %a, %a : f32
      affine.store %b, %A[%i, %j] : memref<64x64xf32>
    }
  }
  return
}

// One region around the time loop; each sweep is shared out.
// CHECK-LABEL: stencil({{.*}}) {
// CHECK: #pragma omp parallel
// CHECK-NEXT: for (int64_t t = 0; t < 10; t++) {
// CHECK-NEXT: #pragma omp for schedule(static)
// CHECK-NEXT: for (int64_t i = 1; i < 99; i++) {
// CHECK: #pragma omp for schedule(static)
// CHECK-NEXT: for (int64_t i = 1; i < 99; i++) {
func.func @stencil(%A: memref<100xf32>, %B: memref<100xf32>) {
  affine.for %t = 0 to 10 {
    affine.parallel (%i) = (1) to (99) {
      %a = affine.load %A[%i - 1] : memref<100xf32>
      affine.store %a, %B[%i] : memref<100xf32>
    }
    affine.parallel (%i) = (1) to (99) {
      %a = affine.load %B[%i + 1] : memref<100xf32>
      affine.store %a, %A[%i] : memref<100xf32>
    }
  }
  return
}

// Every thread may read memory the time loop never writes.
// CHECK-LABEL: reads_input({{.*}}) {
// CHECK: #pragma omp parallel
// CHECK-NEXT: for (int64_t t = 0; t < 10; t++) {
// CHECK-NEXT: float f = F[t];
// CHECK-NEXT: #pragma omp for schedule(static)
func.func @reads_input(%A: memref<100xf32>, %F: memref<10xf32>) {
  affine.for %t = 0 to 10 {
    %f = affine.load %F[%t] : memref<10xf32>
    affine.parallel (%i) = (0) to (100) {
      affine.store %f, %A[%i] : memref<100xf32>
    }
  }
  return
}

// But not memory it writes: a thread could read A[0] while another
// stores it.
// CHECK-LABEL: reads_output({{.*}}) {
// CHECK: for (int64_t t = 0; t < 10; t++) {
// CHECK-NEXT: float
// CHECK-NEXT: #pragma omp parallel for schedule(static)
func.func @reads_output(%A: memref<100xf32>) {
  affine.for %t = 0 to 10 {
    %f = affine.load %A[0] : memref<100xf32>
    affine.parallel (%i) = (1) to (100) {
      affine.store %f, %A[%i] : memref<100xf32>
    }
  }
  return
}

// A store in the time loop itself would run in every thread: the region
// opens per sweep instead.
// CHECK-LABEL: not_hoisted({{.*}}) {
// CHECK: for (int64_t t = 0; t < 10; t++) {
// CHECK-NEXT: A[0] =
// CHECK-NEXT: #pragma omp parallel for schedule(static)
func.func @not_hoisted(%A: memref<100xf32>, %B: memref<100xf32>, %x: f32) {
  affine.for %t = 0 to 10 {
    affine.store %x, %A[0] : memref<100xf32>
    affine.parallel (%i) = (1) to (99) {
      %a = affine.load %A[%i] : memref<100xf32>
      affine.store %a, %B[%i] : memref<100xf32>
    }
  }
  return
}

// WARN: omp.mlir:[[@LINE+7]]:5: warning: iterations of the enclosing 'affine.parallel' access the same element, one writing it; affc runs them in order
// CHECK-LABEL: race({{.*}}) {
// CHECK-NOT: #pragma
// CHECK: {{^}}}
func.func @race(%A: memref<100xf32>) {
  affine.parallel (%i) = (1) to (99) {
    %a = affine.load %A[%i - 1] : memref<100xf32>
    affine.store %a, %A[%i] : memref<100xf32>
  }
  return
}

// Calls and prints would happen in another order: sequential.
// CHECK-LABEL: prints({{.*}}) {
// CHECK-NOT: #pragma
// CHECK: {{^}}}
func.func private @printF32(f32)
func.func @prints(%A: memref<100xf32>) {
  affine.parallel (%i) = (0) to (100) {
    %a = affine.load %A[%i] : memref<100xf32>
    func.call @printF32(%a) : (f32) -> ()
  }
  return
}

// No pragma for a band that runs at most once.
// CHECK-LABEL: empty({{.*}}) {
// CHECK-NOT: #pragma
// CHECK: return
func.func @empty(%A: memref<100xf32>) -> f32 {
  %r = affine.parallel (%i) = (0) to (0) reduce ("addf") -> f32 {
    %a = affine.load %A[%i] : memref<100xf32>
    affine.yield %a : f32
  }
  return %r : f32
}

// scf.parallel: a reduction region that is one arith op is a clause
// (declared for unsigned min on a signed C type and for vectors, C's max
// for maxsi); any other region keeps the loop sequential.
// CHECK-LABEL: scf_sum({{.*}}) {
// CHECK: #pragma omp parallel for schedule(static) reduction(+: s)
// CHECK-LABEL: scf_min_max({{.*}}) {
// CHECK: #pragma omp parallel for schedule(static) reduction(affc_minu_i32: r_0) reduction(max: r_1)
// CHECK-LABEL: scf_other({{.*}}) {
// CHECK-NOT: #pragma
// CHECK: return
// CHECK-LABEL: scf_vector({{.*}}) {
// CHECK: #pragma omp parallel for schedule(static) reduction(affc_addf_vec_4xf32: s)
func.func @scf_sum(%A: memref<100xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c100 = arith.constant 100 : index
  %zero = arith.constant 0.0 : f32
  %s = scf.parallel (%i) = (%c0) to (%c100) step (%c1) init (%zero) -> f32 {
    %a = memref.load %A[%i] : memref<100xf32>
    scf.reduce(%a : f32) {
    ^bb0(%x: f32, %y: f32):
      %z = arith.addf %x, %y : f32
      scf.reduce.return %z : f32
    }
  }
  return %s : f32
}
func.func @scf_min_max(%A: memref<100xi32>) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c100 = arith.constant 100 : index
  %top = arith.constant -1 : i32
  %bottom = arith.constant -2147483648 : i32
  %r:2 = scf.parallel (%i) = (%c0) to (%c100) step (%c1) init (%top, %bottom) -> (i32, i32) {
    %a = memref.load %A[%i] : memref<100xi32>
    scf.reduce(%a, %a : i32, i32) {
    ^bb0(%x: i32, %y: i32):
      %z = arith.minui %x, %y : i32
      scf.reduce.return %z : i32
    }, {
    ^bb0(%x: i32, %y: i32):
      %z = arith.maxsi %y, %x : i32
      scf.reduce.return %z : i32
    }
  }
  return %r#0, %r#1 : i32, i32
}
func.func @scf_other(%A: memref<100xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c100 = arith.constant 100 : index
  %zero = arith.constant 0.0 : f32
  %s = scf.parallel (%i) = (%c0) to (%c100) step (%c1) init (%zero) -> f32 {
    %a = memref.load %A[%i] : memref<100xf32>
    scf.reduce(%a : f32) {
    ^bb0(%x: f32, %y: f32):
      %z = arith.addf %x, %y : f32
      %w = arith.mulf %z, %z : f32
      scf.reduce.return %w : f32
    }
  }
  return %s : f32
}
func.func @scf_vector(%A: memref<100xf32>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c25 = arith.constant 25 : index
  %zero = arith.constant dense<0.0> : vector<4xf32>
  %s = scf.parallel (%i) = (%c0) to (%c25) step (%c1) init (%zero) -> vector<4xf32> {
    %v = vector.load %A[%i] : memref<100xf32>, vector<4xf32>
    scf.reduce(%v : vector<4xf32>) {
    ^bb0(%x: vector<4xf32>, %y: vector<4xf32>):
      %z = arith.addf %x, %y : vector<4xf32>
      scf.reduce.return %z : vector<4xf32>
    }
  }
  return %s : vector<4xf32>
}

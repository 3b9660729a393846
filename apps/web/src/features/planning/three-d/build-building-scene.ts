import * as THREE from 'three';
import type { ThreeDFloor } from './three-d-types.ts';

const AP_COLOUR = 0x1c7ed6;
const SELECTED_TINT = 0xfff3bf;

/**
 * Builds the scene of a building: per floor a plan plane at its elevation (plan image, heatmap over it),
 * one merged mesh of its walls as vertical quads with per-vertex colours, and AP markers. Scene x = plan x,
 * scene z = plan y, scene y = height; plan images come from the caller's texture cache. Returns the pickable floor planes (userData.floorId),
 * what the scene holds (objects added, wall quads, AP markers, heatmap planes) and a disposer.
 */
export function buildBuildingScene(
  scene: THREE.Scene,
  floors: readonly ThreeDFloor[],
  selectedFloorId: string | undefined,
  planTexture: (url: string) => THREE.Texture,
) {
  const disposables: { dispose(): void }[] = [];
  const pickables: THREE.Mesh[] = [];
  const group = new THREE.Group();
  const own = <T extends { dispose(): void }>(item: T): T => (disposables.push(item), item);

  for (const floor of floors) {
    const plane = own(new THREE.PlaneGeometry(floor.widthM, floor.heightM));
    // Upper floors are see-through so the floors below stay visible in the stack.
    const isSeeThrough = floors.some((other) => other.elevationM < floor.elevationM);
    const planMaterial = own(
      new THREE.MeshBasicMaterial({
        color: floor.id === selectedFloorId ? SELECTED_TINT : 0xf1f3f5,
        side: THREE.DoubleSide,
        transparent: isSeeThrough,
        opacity: isSeeThrough ? 0.72 : 1,
      }),
    );
    if (floor.imageUrl) planMaterial.map = planTexture(floor.imageUrl);
    const planMesh = new THREE.Mesh(plane, planMaterial);
    placeOnFloor(planMesh, floor, 0);
    planMesh.userData.floorId = floor.id;
    pickables.push(planMesh);
    group.add(planMesh);
    const outline = new THREE.LineSegments(
      own(new THREE.EdgesGeometry(plane)),
      own(new THREE.LineBasicMaterial({ color: floor.id === selectedFloorId ? 0xf08c00 : 0x495057 })),
    );
    placeOnFloor(outline, floor, 0.01);
    group.add(outline);

    if (floor.heatmap) {
      const heat = own(
        floor.heatmap instanceof HTMLCanvasElement ? new THREE.CanvasTexture(floor.heatmap) : new THREE.Texture(floor.heatmap),
      );
      heat.colorSpace = THREE.SRGBColorSpace;
      heat.needsUpdate = true;
      const heatMesh = new THREE.Mesh(
        plane,
        own(new THREE.MeshBasicMaterial({ map: heat, transparent: true, opacity: 0.75, side: THREE.DoubleSide, depthWrite: false })),
      );
      placeOnFloor(heatMesh, floor, 0.03);
      group.add(heatMesh);
    }
    if (floor.walls.length > 0) group.add(wallMesh(floor, own));
    if (floor.aps.length > 0) group.add(apMarkers(floor, own));
  }
  scene.add(group);
  const counts = {
    objects: group.children.length,
    walls: floors.reduce((sum, floor) => sum + floor.walls.length, 0),
    accessPoints: floors.reduce((sum, floor) => sum + floor.aps.length, 0),
    heatmaps: floors.filter((floor) => floor.heatmap).length,
  };
  return {
    pickables,
    counts,
    dispose() {
      scene.remove(group);
      for (const item of disposables) item.dispose();
    },
  };
}

/** The building's bounding box, for framing the camera. */
export function buildingBounds(floors: readonly ThreeDFloor[]): THREE.Box3 {
  const box = new THREE.Box3();
  for (const floor of floors) {
    const top = Math.max(3, ...floor.walls.map((w) => w.topM), ...floor.aps.map((a) => a.zM));
    box.expandByPoint(new THREE.Vector3(0, floor.elevationM, 0));
    box.expandByPoint(new THREE.Vector3(floor.widthM, floor.elevationM + top, floor.heightM));
  }
  if (box.isEmpty()) box.set(new THREE.Vector3(0, 0, 0), new THREE.Vector3(10, 3, 10));
  return box;
}

function placeOnFloor(mesh: THREE.Object3D, floor: ThreeDFloor, lift: number): void {
  // The plane lies in x/y; turn it flat so its top edge (plan y = 0) is at scene z = 0.
  mesh.rotation.x = -Math.PI / 2;
  mesh.position.set(floor.widthM / 2, floor.elevationM + lift, floor.heightM / 2);
}

function wallMesh(floor: ThreeDFloor, own: <T extends { dispose(): void }>(item: T) => T): THREE.Mesh {
  const positions = new Float32Array(floor.walls.length * 18);
  const colours = new Float32Array(floor.walls.length * 18);
  const colour = new THREE.Color();
  floor.walls.forEach((wall, i) => {
    const y0 = floor.elevationM + wall.bottomM,
      y1 = floor.elevationM + wall.topM;
    const corners = [
      [wall.x1, y0, wall.y1],
      [wall.x2, y0, wall.y2],
      [wall.x2, y1, wall.y2],
      [wall.x1, y0, wall.y1],
      [wall.x2, y1, wall.y2],
      [wall.x1, y1, wall.y1],
    ];
    colour.set(wall.colour);
    corners.forEach((corner, k) => {
      positions.set(corner, i * 18 + k * 3);
      colours.set([colour.r, colour.g, colour.b], i * 18 + k * 3);
    });
  });
  const geometry = own(new THREE.BufferGeometry());
  geometry.setAttribute('position', new THREE.BufferAttribute(positions, 3));
  geometry.setAttribute('color', new THREE.BufferAttribute(colours, 3));
  geometry.computeVertexNormals();
  return new THREE.Mesh(
    geometry,
    own(new THREE.MeshLambertMaterial({ vertexColors: true, side: THREE.DoubleSide, transparent: true, opacity: 0.9 })),
  );
}

function apMarkers(floor: ThreeDFloor, own: <T extends { dispose(): void }>(item: T) => T): THREE.InstancedMesh {
  const radius = Math.max(0.25, Math.min(floor.widthM, floor.heightM) / 120);
  const markers = new THREE.InstancedMesh(
    own(new THREE.SphereGeometry(radius, 16, 12)),
    own(new THREE.MeshLambertMaterial({ color: AP_COLOUR, emissive: 0x0b3d91 })),
    floor.aps.length,
  );
  const matrix = new THREE.Matrix4();
  floor.aps.forEach((ap, i) => markers.setMatrixAt(i, matrix.makeTranslation(ap.x, floor.elevationM + ap.zM, ap.y)));
  markers.instanceMatrix.needsUpdate = true;
  return markers;
}
